/** The social sign-up completion page's call. */
import type { SocialProvider } from './messages';

/** What the completion form asks for, from the pending social sign-up the session holds. */
export interface SocialCompletionForm {
  provider: SocialProvider;
  /** The provider's name for the person (a greeting). */
  name: string | null;
  /** True when the provider gave no email / no birthday: the form asks for it. */
  needEmail: boolean;
  needBirthday: boolean;
  /** The hidden field: `email`, `birthday`, `email,birthday` or `none`. */
  available: string;
  /** The visitor's Follow / Vote carried from the sign-up prompt: the form's hidden `intent`. */
  intent?: string;
}

export interface SocialApi {
  /** The pending sign-up's form (`GET /oauth-auth/complete?json=1`); null when none is pending. */
  completion(): Promise<SocialCompletionForm | null>;
}

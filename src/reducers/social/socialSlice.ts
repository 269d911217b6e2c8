import { createSlice } from '@reduxjs/toolkit';
import type { SocialProvider } from '../../shared/social/messages';

/** The sign-up completion form after a social sign-in (filled by the server's render). */
export interface SocialCompletion {
  provider: SocialProvider;
  /** The provider's name for the person (a greeting). */
  name: string | null;
  /** True when the provider gave no email / no birthday: the form asks for it. */
  needEmail: boolean;
  needBirthday: boolean;
  /** The hidden field: `email`, `birthday`, `email,birthday` or `none`. */
  available: string;
  /** What the person typed last time (a refused post), and its errors. */
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  message: string | null;
}

export interface SocialState {
  completion: SocialCompletion | null;
}

export const socialInitialState: SocialState = { completion: null };

const socialSlice = createSlice({
  name: 'social',
  initialState: socialInitialState,
  reducers: {},
});

export const socialReducer = socialSlice.reducer;
export const selectSocialCompletion = (s: { social: SocialState }): SocialCompletion | null =>
  s.social.completion;

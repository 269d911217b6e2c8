/** The sign-up completion form: what it asks for, and reading its post (the same lenient field readers as the sign-up form). */
import { z } from 'zod';
import type { SocialCompletionForm } from '../../../shared/social/api';
import { availableFields, type CompletionInput } from '../../../shared/social/validation';
import { flag, text } from '../accounts';
import type { PendingSocial } from './socialService';

const completionBody = z.object({
  email: text(300),
  day: text(4),
  month: text(4),
  year: text(6),
  pronouns: text(8),
  marketing: flag,
  policy: flag,
});

export function completionInput(body: unknown): CompletionInput {
  const b = completionBody.parse(body ?? {});
  return { ...b, birthday: { day: b.day, month: b.month, year: b.year } };
}

/** What the form asks for, from the pending sign-up (only what the provider did not give). */
export const completionFormOf = (pending: KnownPending): SocialCompletionForm => ({
  provider: pending.provider,
  name: pending.name,
  needEmail: !pending.email,
  needBirthday: !pending.birthdate,
  available: availableFields(pending),
  ...(pending.intent ? { intent: pending.intent } : {}),
});

type KnownPending = Pick<PendingSocial, 'provider' | 'name' | 'email' | 'birthdate' | 'intent'>;

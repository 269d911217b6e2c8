/** Reading the sign-up completion post (the same lenient field readers as the sign-up form). */
import { z } from 'zod';
import type { CompletionInput } from '../../../shared/social/validation';
import { flag, text } from '../accounts';

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

/** Reading the sign-up and log-in posts (a urlencoded form, or JSON from scripts and tools). */
import { z } from 'zod';
import type { SignupInput } from '../../../shared/accounts/validation';

/** Any value as a trimmed-length-limited string; odd types become ''. */
export const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).slice(0, max))
    .optional()
    .catch('')
    .transform((v) => v ?? '');

export const flag = z
  .unknown()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1)
  .catch(false);

const signupBody = z.object({
  email: text(300),
  username: text(100),
  day: text(4),
  month: text(4),
  year: text(6),
  birthday: z
    .object({ day: text(4), month: text(4), year: text(6) })
    .optional()
    .catch(undefined),
  pronouns: text(8),
  password: text(200),
  confirm_password: text(200),
  confirmPassword: text(200),
  marketing: flag,
  policy: flag,
});

export function signupInput(body: unknown): SignupInput {
  const b = signupBody.parse(body ?? {});
  return {
    email: b.email,
    username: b.username,
    birthday: b.birthday ?? { day: b.day, month: b.month, year: b.year },
    pronouns: b.pronouns,
    password: b.password,
    confirmPassword: b.confirm_password || b.confirmPassword,
    marketing: b.marketing,
    policy: b.policy,
  };
}

/** What the re-rendered sign-up form keeps (never the passwords). */
export function signupEcho(i: SignupInput): Record<string, string> {
  return {
    email: i.email,
    username: i.username,
    day: i.birthday.day,
    month: i.birthday.month,
    year: i.birthday.year,
    pronouns: i.pronouns,
    marketing: i.marketing ? 'on' : '',
    policy: i.policy ? 'on' : '',
  };
}

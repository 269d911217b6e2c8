/** Zod schemas of the account-settings API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';

/** Any value as a length-limited string; odd types (arrays, objects) become ''. */
const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).slice(0, max))
    .optional()
    .catch('')
    .transform((v) => v ?? '');

/** The form's `id` (the user it is about): a positive integer, or null when absent/odd. */
const id = z
  .union([z.string(), z.number()])
  .transform((v) => (/^\d{1,12}$/.test(String(v).trim()) ? Number(String(v).trim()) : null))
  .optional()
  .catch(null)
  .transform((v) => v ?? null);

export const changeEmailBody = z.object({
  id,
  email: text(300),
  confirm_email: text(300),
  password: text(200),
});

export const changeUsernameBody = z.object({ id, username: text(100), password: text(200) });

/** `new_password` (also accepted as `password`/`newPassword`, as the legacy forms varied). */
export const changePasswordBody = z
  .object({
    id,
    old_password: text(200),
    new_password: text(200),
    newPassword: text(200),
    password: text(200),
  })
  .transform((b) => ({
    id: b.id,
    old_password: b.old_password,
    new_password: b.new_password || b.newPassword || b.password,
  }));

const flag = z
  .unknown()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1)
  .catch(false);

/** Checkboxes: a missing box is false (an unticked HTML checkbox sends nothing). */
export const notificationsBody = z.object({ alerts: flag, alertssub: flag, subscribe: flag });

export const birthdateBody = z.object({ birthdate: text(20) });

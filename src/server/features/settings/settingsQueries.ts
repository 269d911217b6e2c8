/** The only Knex of account settings: the viewer's own row of `users`. */
import type { Knex } from 'knex';
import type { NotificationSettings } from '../../../shared/settings/validation';
import { now, toBool } from '../../db/knex';
import { holdUsername } from '../accounts';

export interface SettingsRow {
  id: number;
  username: string;
  email: string | null;
  verified: boolean;
  /** `YYYY-MM-DD` or ''. */
  birthdate: string;
  passwordHash: string | null;
  notificationSettings: NotificationSettings;
}

interface Row {
  id: number;
  username: string;
  email: string | null;
  verified_email: unknown;
  birthdate: unknown;
  password_hash: string | null;
  notify_alerts: unknown;
  notify_alertssub: unknown;
  notify_subscribe: unknown;
}

/** A Date (mysql2 DATE) or a string, as `YYYY-MM-DD`. */
const ymd = (v: unknown): string => {
  if (!v) return '';
  if (v instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${v.getFullYear()}-${p(v.getMonth() + 1)}-${p(v.getDate())}`;
  }
  return String(v).slice(0, 10);
};

/** An open account's settings, or null (unknown or closed). */
export async function findSettingsRow(db: Knex, userId: number): Promise<SettingsRow | null> {
  const r = (await db('users')
    .where({ id: userId })
    .whereNull('closed_at')
    .first(
      'id',
      'username',
      'email',
      'verified_email',
      'birthdate',
      'password_hash',
      'notify_alerts',
      'notify_alertssub',
      'notify_subscribe',
    )) as Row | undefined;
  if (!r) return null;
  return {
    id: Number(r.id),
    username: r.username,
    email: r.email,
    verified: toBool(r.verified_email),
    birthdate: ymd(r.birthdate),
    passwordHash: r.password_hash,
    notificationSettings: {
      alerts: toBool(r.notify_alerts),
      alertssub: toBool(r.notify_alertssub),
      subscribe: toBool(r.notify_subscribe),
    },
  };
}

/** True when another account uses this email/username (case-insensitive on both databases). */
export async function takenByOther(
  db: Knex,
  column: 'email' | 'username',
  value: string,
  userId: number,
): Promise<boolean> {
  return Boolean(await db('users').where(column, value).whereNot('id', userId).first('id'));
}

/** New address, not yet verified. */
export async function setEmail(db: Knex, userId: number, email: string): Promise<void> {
  await db('users').where({ id: userId }).update({ email, verified_email: false, updated_at: now() });
}

/** The new username; the old one is held for 24 hours (no one else may take it meanwhile). */
export async function setUsername(db: Knex, userId: number, username: string, old: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).update({ username, updated_at: now() });
    await holdUsername(trx, userId, old);
  });
}

/** Sets the birthdate only while none is stored (the field is disabled once one exists). */
export async function setBirthdateOnce(db: Knex, userId: number, birthdate: string): Promise<boolean> {
  const n = await db('users')
    .where({ id: userId })
    .whereNull('birthdate')
    .update({ birthdate, updated_at: now() });
  return Number(n) > 0;
}

export async function setNotificationSettings(
  db: Knex,
  userId: number,
  s: NotificationSettings,
): Promise<void> {
  await db('users').where({ id: userId }).update({
    notify_alerts: s.alerts,
    notify_alertssub: s.alertssub,
    notify_subscribe: s.subscribe,
    updated_at: now(),
  });
}

/** An admin closes an account with one of the spec's close-account reasons (`npm run admin -- close`). */
import type { Knex } from 'knex';
import type { KvCache } from '../../lib/kvCache';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import { isCloseReason } from '../../../shared/privacy/accountValidation';
import { findLoginUser } from '../accounts';
import { closeAccount } from './closeAccountService';

export type AdminCloseOutcome = { ok: true; userId: number } | { ok: false; error: string };

export async function closeAsAdmin(
  db: Knex,
  o: { username: string; reason: string; closedByUserId?: number | null },
  /** The servers' shared cache (Redis), so their cached copies of the account's pages go at once. */
  kv?: KvCache,
): Promise<AdminCloseOutcome> {
  if (!isCloseReason(o.reason)) return { ok: false, error: m.closeUnknownReason };
  const user = o.username ? await findLoginUser(db, o.username.trim()) : null;
  if (!user) return { ok: false, error: `No user "${o.username}".` };
  const closed = await closeAccount(
    db,
    Number(user.id),
    {
      reason: o.reason,
      closedByUserId: o.closedByUserId ?? null,
    },
    kv,
  );
  return closed
    ? { ok: true, userId: Number(user.id) }
    : { ok: false, error: `"${o.username}" is already closed.` };
}

import type { Knex } from 'knex';
import { avatarPath } from '../../shared/common/media';
import type { Viewer } from '../../shared/common/session';
import { toBool } from '../db/knex';

interface UserRow {
  id: number;
  username: string;
  display_name: string | null;
  avatar_version: string | null;
  is_sysadmin: number | boolean;
  is_staff: number | boolean;
  is_ambassador: number | boolean;
  is_verified: number | boolean;
  is_premium: number | boolean;
  language_id: number;
  closed_at: unknown;
  session_epoch: number | null;
}

/**
 * The signed-in user of a session, or null (unknown or closed account, or a session from before the
 * user's password was reset: `sessionEpoch` is what the session stored at log-in; a session that
 * stored none is accepted).
 */
export async function loadViewer(
  db: Knex,
  userId: number,
  origin: string,
  sessionEpoch?: number,
): Promise<Viewer | null> {
  const row = (await db('users')
    .where({ id: userId })
    .first(
      'id',
      'username',
      'display_name',
      'avatar_version',
      'is_sysadmin',
      'is_staff',
      'is_ambassador',
      'is_verified',
      'is_premium',
      'language_id',
      'closed_at',
      'session_epoch',
    )) as UserRow | undefined;
  if (!row || row.closed_at) return null;
  if (sessionEpoch !== undefined && sessionEpoch !== Number(row.session_epoch ?? 0)) return null;
  return {
    id: Number(row.id),
    username: row.username,
    name: row.display_name || row.username,
    avatar: origin + avatarPath(row.username, row.avatar_version ?? '0', 128),
    isSysAdmin: toBool(row.is_sysadmin),
    isStaff: toBool(row.is_staff),
    isAmbassador: toBool(row.is_ambassador),
    isVerified: toBool(row.is_verified),
    isPremium: toBool(row.is_premium),
    languageId: Number(row.language_id) || 1,
  };
}

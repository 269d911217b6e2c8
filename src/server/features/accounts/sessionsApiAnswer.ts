/**
 * The answer of `POST /v4/sessions` (API-COMPAT.md "Authentication for API tools"): `token` (the
 * `token` cookie's value, also good as `Authorization: Bearer`) and the signed-in `user`, cut to
 * `fields=` when asked (`fields=token,user(username,name,avatar,email)`). Without `fields` the
 * answer stays `{token, user: {username}}`. The session is marked an API session
 * (src/server/security/apiSession.ts): its writes need no CSRF token, cross-site ones are refused.
 */
import type { Request } from 'express';
import type { Knex } from 'knex';
import { avatarPath } from '../../../shared/common/media';
import { toApiDate, toBool, type DbDate } from '../../db/dates';
import { parseFields, pickFields } from '../../lib/fields';
import { markApiSession } from '../../security/apiSession';

interface SessionUserRow {
  username: string;
  display_name: string | null;
  email: string | null;
  description: string | null;
  avatar_version: string | number | null;
  verified_email: unknown;
  created_at: DbDate;
}

const AVATAR_SIZE = 128;

/** The signed-in user's own fields a tool may ask for (the user themself: email included). */
async function sessionUser(db: Knex, userId: number, origin: string): Promise<Record<string, unknown>> {
  const row = (await db('users')
    .where('id', userId)
    .first(
      'username',
      'display_name',
      'email',
      'description',
      'avatar_version',
      'verified_email',
      'created_at',
    )) as SessionUserRow | undefined;
  if (!row) return {};
  return {
    username: row.username,
    name: row.display_name || row.username,
    avatar: `${origin}${avatarPath(row.username, String(row.avatar_version ?? 1), AVATAR_SIZE)}`,
    email: row.email ?? '',
    description: row.description ?? '',
    verified_email: toBool(row.verified_email),
    createDate: toApiDate(row.created_at) ?? '',
  };
}

/** Marks the new session an API session and builds the answer (call right after `startSession`). */
export async function sessionsApiAnswer(
  req: Request,
  db: Knex,
  origin: string,
  user: { id: number; username: string },
  token: string,
): Promise<unknown> {
  await markApiSession(req);
  const fields = parseFields((req.query as Record<string, unknown>).fields);
  if (!fields) return { token, user: { username: user.username } };
  return pickFields({ token, user: await sessionUser(db, Number(user.id), origin) }, fields);
}

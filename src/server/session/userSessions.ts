/**
 * A user's signed-in sessions, whatever the store (Redis or SQL): the `user_sessions` table indexes
 * them per user (browser, sign-in time, last seen), so settings lists them and ends any of them.
 * Also the absolute lifetime: a session ends `absoluteMs` after its sign-in however active it is
 * (the cookie's 30 days slide with use; this does not).
 */
import type { Request, RequestHandler } from 'express';
import type { Store } from 'express-session';
import type { Knex } from 'knex';
import type { SessionInfo } from '../../shared/sessions/api';
import { now, toDate } from '../db/knex';
import { deviceOf } from './device';
import { SESSION_MAX_AGE_MS } from './session';

declare module 'express-session' {
  interface SessionData {
    /** Epoch ms of the sign-in: the absolute lifetime counts from here. */
    signedInAt?: number;
    /** Epoch ms `user_sessions.last_seen_at` was last written (at most every `SEEN_EVERY_MS`). */
    seenAt?: number;
  }
}

const DAY = 24 * 3600 * 1000;
export const DEFAULT_ABSOLUTE_SESSION_MS = 90 * DAY;
/** "Last seen" is written at most this often: a signed-in page view stays a read. */
export const SEEN_EVERY_MS = 5 * 60 * 1000;

const callback = (fn: (cb: (err?: unknown) => void) => void): Promise<void> =>
  new Promise((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

const destroyIn = (store: Store, sid: string): Promise<void> => callback((cb) => store.destroy(sid, cb));

/**
 * After the session and viewer middleware: ends a signed-in session past its absolute lifetime
 * (the request goes on as a visitor's) and records a live session's "last seen". Recording is
 * best effort: a failed write never fails the request.
 */
export function sessionTracking(db: Knex, absoluteMs: number = DEFAULT_ABSOLUTE_SESSION_MS): RequestHandler {
  return async (req, res, next) => {
    const s = req.session;
    if (!s?.userId) return next();
    const at = Date.now();
    if (s.signedInAt === undefined) s.signedInAt = at;
    if (at - s.signedInAt > absoluteMs) {
      const sid = req.sessionID;
      try {
        await db('user_sessions').where({ sid }).delete();
        await callback((cb) => s.regenerate(cb));
      } catch (err) {
        return next(err);
      }
      res.locals.viewer = null;
      return next();
    }
    if (!res.locals.viewer) return next();
    if (s.seenAt === undefined || at - s.seenAt >= SEEN_EVERY_MS) {
      s.seenAt = at;
      try {
        await recordSeen(db, req, s.userId, s.epoch ?? 0, new Date(s.signedInAt));
      } catch (err) {
        req.log?.warn({ err }, 'session last-seen not recorded');
      }
    }
    return next();
  };
}

async function recordSeen(
  db: Knex,
  req: Request,
  userId: number,
  epoch: number,
  signedIn: Date,
): Promise<void> {
  const seen = now();
  await db('user_sessions')
    .insert({
      sid: req.sessionID,
      user_id: userId,
      epoch,
      user_agent: (req.get('user-agent') ?? '').slice(0, 400),
      created_at: new Date(Math.floor(signedIn.getTime() / 1000) * 1000),
      last_seen_at: seen,
    })
    .onConflict('sid')
    .merge({ last_seen_at: seen, epoch, user_agent: (req.get('user-agent') ?? '').slice(0, 400) });
}

interface Row {
  id: number;
  sid: string;
  user_agent: string;
  created_at: Date | number | string;
  last_seen_at: Date | number | string;
}

/**
 * The user's live sessions: signed in at the current epoch (a password change ended the others),
 * seen within the sliding lifetime and signed in within the absolute one. This one first.
 */
export async function listUserSessions(
  db: Knex,
  userId: number,
  currentSid: string | null,
  absoluteMs: number = DEFAULT_ABSOLUTE_SESSION_MS,
): Promise<SessionInfo[]> {
  const user = (await db('users').where({ id: userId }).first('session_epoch')) as
    { session_epoch: number | null } | undefined;
  if (!user) return [];
  const t = Date.now();
  const rows = (await db('user_sessions')
    .where({ user_id: userId, epoch: Number(user.session_epoch ?? 0) })
    .where('last_seen_at', '>', new Date(t - SESSION_MAX_AGE_MS))
    .where('created_at', '>', new Date(t - absoluteMs))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .select('id', 'sid', 'user_agent', 'created_at', 'last_seen_at')) as Row[];
  const list = rows.map((r) => ({
    id: Number(r.id),
    device: deviceOf(r.user_agent),
    signedInAt: (toDate(r.created_at) ?? new Date(0)).toISOString(),
    lastSeenAt: (toDate(r.last_seen_at) ?? new Date(0)).toISOString(),
    current: r.sid === currentSid,
  }));
  return [...list.filter((x) => x.current), ...list.filter((x) => !x.current)];
}

/** Ends the user's session `id` (false when the user has no such session). Returns whether it was this one. */
export async function endUserSession(
  db: Knex,
  store: Store,
  userId: number,
  id: number,
): Promise<{ ended: boolean; sid: string | null }> {
  const row = (await db('user_sessions').where({ id, user_id: userId }).first('sid')) as
    { sid: string } | undefined;
  if (!row) return { ended: false, sid: null };
  await destroyIn(store, row.sid);
  await db('user_sessions').where({ id }).delete();
  return { ended: true, sid: row.sid };
}

/**
 * Ends every session of the user but the request's own (an email change): a new session epoch
 * (`loadViewer` refuses the others), this session moved to it, and the others removed from the store.
 */
export async function endOtherSessions(db: Knex, req: Request, userId: number): Promise<void> {
  await db('users').where({ id: userId }).increment('session_epoch', 1);
  const user = (await db('users').where({ id: userId }).first('session_epoch')) as { session_epoch: number };
  const epoch = Number(user.session_epoch);
  if (req.session) req.session.epoch = epoch;
  const others = (await db('user_sessions')
    .where({ user_id: userId })
    .whereNot({ sid: req.sessionID ?? '' })
    .select('sid')) as Array<{ sid: string }>;
  for (const { sid } of others) await destroyIn(req.sessionStore, sid).catch(() => undefined);
  await db('user_sessions')
    .where({ user_id: userId })
    .whereNot({ sid: req.sessionID ?? '' })
    .delete();
  await db('user_sessions')
    .where({ sid: req.sessionID ?? '' })
    .update({ epoch });
}

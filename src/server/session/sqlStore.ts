import { Store, type SessionData } from 'express-session';
import type { Knex } from 'knex';

type Cb<T = void> = (err?: unknown, value?: T) => void;

const DAY = 24 * 3600 * 1000;
/**
 * A session's expiry is pushed forward on each request (express-session's touch) at most once per
 * this interval: a signed-in page view is then a read, not a write to the one SQLite writer. The
 * expiry is 30 days away, so an hour of slack changes nothing a user could notice.
 */
export const TOUCH_INTERVAL_MS = 3600 * 1000;

/** express-session store on the SQL database (the default when REDIS_URL is not set). */
export class SqlSessionStore extends Store {
  private lastSweep = 0;

  constructor(private readonly db: Knex) {
    super();
  }

  private expiry(sess: SessionData): number {
    const e = sess.cookie?.expires;
    return e ? new Date(e).getTime() : Date.now() + DAY;
  }

  override get(sid: string, cb: Cb<SessionData | null>): void {
    this.db('sessions')
      .where({ sid })
      .first('sess', 'expires_at')
      .then((row: { sess: string; expires_at: number | string } | undefined) => {
        if (!row || Number(row.expires_at) <= Date.now()) return cb(undefined, null);
        cb(undefined, JSON.parse(row.sess) as SessionData);
      }, cb);
  }

  override set(sid: string, sess: SessionData, cb?: Cb): void {
    const row = { sid, sess: JSON.stringify(sess), expires_at: this.expiry(sess) };
    this.db('sessions')
      .insert(row)
      .onConflict('sid')
      .merge(['sess', 'expires_at'])
      .then(() => this.sweep())
      .then(
        () => cb?.(),
        (e: unknown) => cb?.(e),
      );
  }

  override touch(sid: string, sess: SessionData, cb?: Cb): void {
    const expiresAt = this.expiry(sess);
    this.db('sessions')
      .where({ sid })
      .where('expires_at', '<', expiresAt - TOUCH_INTERVAL_MS) // pushed forward within the hour: no write
      .update({ expires_at: expiresAt })
      .then(
        () => cb?.(),
        (e: unknown) => cb?.(e),
      );
  }

  override destroy(sid: string, cb?: Cb): void {
    this.db('sessions')
      .where({ sid })
      .del()
      .then(
        () => cb?.(),
        (e: unknown) => cb?.(e),
      );
  }

  /** Deletes expired rows at most once a minute (piggy-backs on writes; no timers to stop). */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db('sessions').where('expires_at', '<=', now).del();
  }
}

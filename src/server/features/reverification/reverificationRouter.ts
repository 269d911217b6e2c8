/**
 * `PUT /api/v3/users/{username}` with `is_email_reverified` (spec §7): the signed-in user confirms
 * their current email in the re-verification modal. Self only. The reminder settings
 * (max_skips, days_between_reminders) are constants: EMAIL_REVERIFICATION in the verification
 * router, served with the status by `GET /api/v3/internal/current_user`.
 */
import { Router } from 'express';
import type { Knex } from 'knex';
import { reverifyBody } from '../../../shared/reverification/schema';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { now } from '../../db/knex';
import type { ContextFactory } from '../../lib/http';

export async function markReverified(db: Knex, userId: number): Promise<void> {
  await db('users').where({ id: userId }).update({ is_email_reverified: true, updated_at: now() });
}

export function createReverificationRouter(getContext: ContextFactory): Router {
  const r = Router();
  r.put(['/api/v3/users/:username', '/api/v3/users/:username/'], async (req, res) => {
    const ctx = getContext(req);
    if (!ctx.viewer) throw new ApiError(401, ErrorCode.NotLoggedIn, 'You must be logged in.', 'NotLoggedIn');
    if (ctx.viewer.username.toLowerCase() !== String(req.params.username).toLowerCase())
      throw new ApiError(
        403,
        ErrorCode.AccessDenied,
        'You can only change your own account.',
        'AccessDenied',
      );
    const parsed = reverifyBody.safeParse(req.body ?? {});
    if (!parsed.success)
      throw new ApiError(400, ErrorCode.InvalidValue, 'is_email_reverified must be true.', 'InvalidValue');
    await markReverified(ctx.db, ctx.viewer.id);
    res.set('Cache-Control', 'no-store').json({ username: ctx.viewer.username, is_email_reverified: true });
  });
  return r;
}

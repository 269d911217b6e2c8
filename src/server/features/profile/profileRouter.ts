/**
 * Profiles and follows (reading-discovery §7; API-COMPAT.md):
 * - `GET /api/v3/users/{username}` (private fields only for the user themself)
 * - `GET /api/v3/users/{username}/stories` (drafts too for the user themself), `/stories/published`,
 *   `/followers`, `/following` (paginated)
 * - `POST|DELETE /api/v3/users/{username}/following` body users (comma list): the signed-in
 *   `username` follows or unfollows them; 200 on success (401 1018, 403 1154, 404 1014).
 * - `POST /user/{username}/follow` (form: `_csrf`, `follow` 1|0): the same without JavaScript,
 *   redirecting back to the profile (`?follow=failed|unfollow-failed` on failure).
 */
import { Router, type Request, type Response } from 'express';
import { followBody, unfollowBody } from '../../../shared/profile/schema';
import { profilePath } from '../../../shared/common/slug';
import { authPath, followIntent } from '../../../shared/accounts/intent';
import { parseFields, pickFields } from '../../lib/fields';
import type { ContextFactory } from '../../lib/http';
import { setCacheHeaders } from '../../lib/http';
import { parsePage } from '../../lib/paging';
import { getFollowUsers, getProfile, getUserStories, setFollowing } from './profileService';

const MAX_LIMIT = 100;

const send = (req: Request, res: Response, value: unknown): void => {
  res.json(pickFields(value, parseFields(req.query.fields)));
};
const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');

export function createUsersRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.get('/api/v3/users/:username', async (req, res) => {
    const ctx = getContext(req);
    const profile = await getProfile(ctx, req.params.username);
    setCacheHeaders(res, ctx);
    send(req, res, profile);
  });

  for (const [path, which] of [
    ['stories', 'all'],
    ['stories/published', 'published'],
  ] as const) {
    router.get(`/api/v3/users/:username/${path}`, async (req, res) => {
      const ctx = getContext(req);
      const page = parsePage(req.query, MAX_LIMIT);
      const answer = await getUserStories(ctx, req.params.username, page, which);
      setCacheHeaders(res, ctx);
      send(req, res, answer);
    });
  }

  for (const direction of ['followers', 'following'] as const) {
    router.get(`/api/v3/users/:username/${direction}`, async (req, res) => {
      const ctx = getContext(req);
      const page = parsePage(req.query, MAX_LIMIT);
      const answer = await getFollowUsers(ctx, req.params.username, direction, page);
      setCacheHeaders(res, ctx);
      send(req, res, answer);
    });
  }

  const follow = (on: boolean) => async (req: Request, res: Response) => {
    const ctx = getContext(req);
    const { users } = (on ? followBody : unfollowBody).parse(req.body ?? {});
    noStore(res).json(await setFollowing(ctx, String(req.params.username), users, on));
  };
  router.post('/api/v3/users/:username/following', follow(true));
  router.delete('/api/v3/users/:username/following', follow(false));

  // The profile page's Follow/Unfollow form (JavaScript off): `_csrf`, `follow` 1 or 0.
  router.post('/user/:username/follow', async (req, res) => {
    const ctx = getContext(req);
    const target = String(req.params.username);
    const here = profilePath(target);
    const on = (req.body as { follow?: unknown } | undefined)?.follow !== '0';
    // A visitor logs in and comes back following: the follow travels as the log-in's intent.
    if (!ctx.viewer) return res.redirect(303, authPath('/login', here, on ? followIntent(target) : null));
    try {
      await setFollowing(ctx, ctx.viewer.username, [target], on);
      res.redirect(303, here);
    } catch {
      res.redirect(303, `${here}?follow=${on ? 'failed' : 'unfollow-failed'}`);
    }
  });

  return router;
}

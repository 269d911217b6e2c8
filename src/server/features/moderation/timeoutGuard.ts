/**
 * Where the time-out is enforced (issue 27 §3): every write route of the product a timed-out user
 * must not use, by path, in one middleware mounted (moderation's manifest, first of
 * `SERVER_FEATURES`) after the CSRF check and before every feature's routes. A path that is not listed stays open to them: reading, their settings and
 * sessions, log-out, mute, block, reports, their library, deleting their own things.
 * The inbox also calls `assertCanWrite` in its own routes.
 */
import type { RequestHandler } from 'express';
import type { ContextFactory } from '../../lib/http';
import { errorPage } from '../../ssr/errorPage';
import { timedOutError } from './guard';
import { timeoutEndsAt } from '../../policy/visibility';

const POLLS = '/stories/:storyId/parts/:partId/polls';

/** The JSON API's writes a time-out refuses. */
export const GUARDED_API_WRITES = {
  post: [
    '/v5/comments',
    '/v5/comments/namespaces/comments/resources/:commentId/sentiments/:sentiment',
    `/reading/v1${POLLS}/:pollAction`,
    `/writing/v1${POLLS}`,
    '/api/v3/stories/:storyId/parts/:partId/votes',
    '/api/v3/lists',
    '/api/v3/lists/:id/stories',
    '/api/v3/users/:username/following',
    '/v4/stories/:storyId/parts',
    '/v5/myworks',
    '/v5/stories',
    '/v4/parts/:partId/publish',
    '/v4/parts/:partId/schedule-publish',
    '/v4/stories/:storyId/cover',
    '/apiv2/updatestorycover',
    '/api/v3/users/:username/inbox/:other',
  ],
  put: ['/v4/parts/:partId/text', '/v4/stories/:storyId/parts/order', '/v5/myworks/:storyId'],
  delete: ['/v5/comments/namespaces/comments/resources/:commentId/sentiments/:sentiment'],
} as const;

/** The no-JavaScript forms' posts a time-out refuses (answered with a page, never a 500). */
export const GUARDED_FORM_POSTS = [
  '/comments',
  '/comments/:commentId/like',
  '/:partId/polls/:pollId/answer',
  '/:partId/vote',
  '/story/:id/lists',
  '/user/:username/follow',
  '/myworks',
  '/myworks/:storyId',
  '/myworks/:storyId/write/:partId',
  '/myworks/:storyId/write/:partId/publish',
] as const;

/** `/a/:b/c` as a RegExp of the whole path (a `:name` is one segment; a trailing slash allowed). */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );

const API_WRITES: Record<string, RegExp[]> = {
  POST: GUARDED_API_WRITES.post.map(patternOf),
  PUT: GUARDED_API_WRITES.put.map(patternOf),
  DELETE: GUARDED_API_WRITES.delete.map(patternOf),
};
const FORM_POSTS = GUARDED_FORM_POSTS.map(patternOf);

/** Which guarded write `method path` is: the API's, a form's, or none. */
export function guardedWrite(method: string, path: string): 'api' | 'form' | null {
  if (API_WRITES[method]?.some((re) => re.test(path))) return 'api';
  if (method === 'POST' && FORM_POSTS.some((re) => re.test(path))) return 'form';
  return null;
}

/**
 * The middleware refusing a timed-out viewer's writes: 403 code 1154 with the message (the API's
 * error handler) or the message's page (forms). One middleware, not routes, so the router stack
 * and the authorization matrix see only the features' own routes.
 */
export function createTimeoutGuard(getContext: ContextFactory, productName: string): RequestHandler {
  return (req, res, next) => {
    if (!res.locals.viewer) return next(); // visitors get each route's own 401
    const kind = guardedWrite(req.method, req.path);
    if (!kind) return next();
    timeoutEndsAt(getContext(req))
      .then((until) => {
        if (!until) return next();
        const err = timedOutError(until);
        if (kind === 'api') return next(err);
        res.status(403).set('Cache-Control', 'no-store').type('html');
        res.send(errorPage(productName, 403, err.message));
      })
      .catch(next);
  };
}

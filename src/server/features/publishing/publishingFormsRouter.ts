/**
 * The publish page's forms without JavaScript (`POST /myworks/{storyId}/write/{partId}/publish`,
 * field `action`: publish, schedule (date, time in UTC, understood) or unschedule): the same
 * services and rules as the API; done → back to the part's editor, refused → the page again with
 * the message (the one form-action helper).
 */
import { Router, type RequestHandler } from 'express';
import { isApiError } from '../../../shared/common/errors';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import type { ContextFactory } from '../../lib/http';
import { parseId } from '../../lib/http';
import { formAction } from '../../ssr/formAction';
import { publishPart, schedulePart, unschedulePart } from './publishingService';

const field = (body: Record<string, unknown>, name: string): string =>
  typeof body[name] === 'string' ? (body[name] as string).trim() : '';

export function createPublishingFormsRouter(
  getContext: ContextFactory,
  renderPage: RequestHandler,
  clock: () => number = Date.now,
): Router {
  const router = Router();
  router.post(
    '/myworks/:storyId/write/:partId/publish',
    formAction(async (req, res) => {
      const storyId = parseId(req.params.storyId);
      const partId = parseId(req.params.partId);
      const here = `/myworks/${req.params.storyId}/write/${req.params.partId}`;
      const ctx = getContext(req);
      if (!ctx.viewer) return { redirect: `/login?nextUrl=${encodeURIComponent(`${here}/publish`)}` };
      res.set('Cache-Control', 'no-store');
      const body = req.body as Record<string, unknown>;
      const action = field(body, 'action');
      const fail = (message: string, status: number) => ({
        failed: { page: 'publishPart', values: {}, fieldErrors: {}, message, status },
      });
      if (storyId === null || partId === null) return fail(m.publishFailed, 400);
      try {
        if (action === 'publish') await publishPart(ctx, partId);
        else if (action === 'unschedule') await unschedulePart(ctx, partId);
        else {
          const date = field(body, 'date');
          const time = field(body, 'time');
          if (!date || !time) return fail(m.dateRequired, 400);
          if (!field(body, 'understood')) return fail(m.understanding, 400);
          await schedulePart(ctx, partId, `${date}T${time.slice(0, 5)}:00Z`, clock());
        }
      } catch (err) {
        if (isApiError(err) && err.status >= 400 && err.status < 500) {
          const first = err.fieldErrors ? Object.values(err.fieldErrors)[0] : undefined;
          return fail(first ?? err.message, err.status);
        }
        throw err;
      }
      return { redirect: here };
    }, renderPage),
  );
  return router;
}

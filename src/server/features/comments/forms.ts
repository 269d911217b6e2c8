/**
 * The comments without JavaScript (src/shared/comments/routes.ts): real forms on the part page,
 * each with `_csrf` and `back` (the part's path, `?commentId=` in a thread), through the one
 * form-action helper:
 * - `POST /comments` (`namespace`, `resourceId`, `text`): posts, then 303 to the new comment
 *   (a reply: its thread). Refused (too long, a double post, too fast, unverified email): the same
 *   page again with the text kept and "Comment failed to post" with the reason.
 * - `POST /comments/{id}/delete`: deletes (author, story owner, admin), then 303 back to #comments.
 * - `POST /comments/{id}/like` (`like` 1|0): likes or unlikes, then 303 back to the comment.
 * A refused delete or like shows the page again with the toast "Sorry, something went wrong.
 * Please try again.". A visitor goes to log in and comes back to the part.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { COMMENTS_MESSAGES as commentsMessages } from '../../../shared/comments/messages';
import { commentNamespace } from '../../../shared/comments/schema';
import {
  COMMENT_TOAST_FORM,
  COMMENTS_ANCHOR,
  commentAnchor,
  commentFormName,
  commentThreadUrl,
} from '../../../shared/comments/routes';
import type { CommentResource } from '../../../shared/comments/api';
import { isApiError } from '../../../shared/common/errors';
import type { FormFailure } from '../../../shared/common/forms';
import { safeNextUrl } from '../../../shared/common/safeNextUrl';
import type { ContextFactory } from '../../lib/http';
import { formAction, type FormOutcome } from '../../ssr/formAction';
import { LONG_STORY_ID, LONG_STORY_PART_IDS, LONG_STORY_TITLE } from '../../../../seeds/fixtures';
import { partPath } from '../../../shared/common/slug';
import type { AuthzEntry, AuthzTarget } from '../serverFeature';
import type { CommentLimits } from './limits';
import { likeComment, postComment, removeComment } from './commentsService';

interface FormBody {
  namespace?: unknown;
  resourceId?: unknown;
  text?: unknown;
  like?: unknown;
  back?: unknown;
}

const bodyOf = (req: Request): FormBody => (req.body ?? {}) as FormBody;
const loginUrl = (next: string): string => `/login?nextUrl=${encodeURIComponent(next)}`;
/** Where the form was: our own path only, without its anchor. */
const backOf = (body: FormBody): string => safeNextUrl(body.back, '/home').split('#')[0];
const pathOnly = (back: string): string => back.split('?')[0];

/**
 * The part page again, with the refusal in its store (the helper renders "this URL": the post's
 * own address names no page, so the request is pointed at the part's before rendering).
 */
function refusedOn(req: Request, back: string, failure: Omit<FormFailure, 'page'>): FormOutcome {
  req.url = back;
  return { failed: { page: 'reader', ...failure } };
}

/** A 4xx the service answered (bad input, not yours, not found, too fast); anything else throws. */
const refusal = (err: unknown) => (isApiError(err) && err.status >= 400 && err.status < 500 ? err : null);

export function createCommentFormsRouter(
  getContext: ContextFactory,
  limits: CommentLimits,
  renderPage: RequestHandler,
): Router {
  const router = Router();

  router.post(
    '/comments',
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const body = bodyOf(req);
      const back = backOf(body);
      if (!ctx.viewer) return { redirect: loginUrl(back) };
      res.set('Cache-Control', 'no-store');
      const namespace = commentNamespace.safeParse(body.namespace);
      const resource: CommentResource = {
        namespace: namespace.success ? namespace.data : 'parts',
        resourceId: typeof body.resourceId === 'string' ? body.resourceId : '',
      };
      const text = typeof body.text === 'string' ? body.text : '';
      const form = commentFormName(resource);
      // A reply is refused on its thread (where its box is open); a comment on the part.
      const where =
        resource.namespace === 'comments'
          ? `${pathOnly(back)}?commentId=${encodeURIComponent(resource.resourceId)}`
          : back;
      try {
        if (!namespace.success) throw namespace.error;
        const comment = await postComment(ctx, { resource, text }, limits);
        const id = comment.commentId.resourceId;
        return {
          redirect:
            resource.namespace === 'comments'
              ? commentThreadUrl(pathOnly(back), id)
              : `${pathOnly(back)}#${commentAnchor(id)}`,
        };
      } catch (err) {
        const refused = refusal(err);
        if (!refused && !(err instanceof Error && err.name === 'ZodError')) throw err;
        return refusedOn(req, where, {
          form,
          values: { text },
          fieldErrors: {},
          message: refused?.message ?? commentsMessages.badResource,
          status: refused?.status ?? 400,
        });
      }
    }, renderPage),
  );

  const toastOnRefusal = (act: (req: Request) => Promise<string>): RequestHandler =>
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const back = backOf(bodyOf(req));
      if (!ctx.viewer) return { redirect: loginUrl(back) };
      res.set('Cache-Control', 'no-store');
      try {
        return { redirect: `${back}#${await act(req)}` };
      } catch (err) {
        const refused = refusal(err);
        if (!refused) throw err;
        return refusedOn(req, back, {
          form: COMMENT_TOAST_FORM,
          values: {},
          fieldErrors: {},
          message: commentsMessages.deleteFailed,
          status: refused.status,
        });
      }
    }, renderPage);

  router.post(
    '/comments/:commentId/delete',
    toastOnRefusal(async (req) => {
      await removeComment(getContext(req), req.params.commentId);
      return COMMENTS_ANCHOR;
    }),
  );

  router.post(
    '/comments/:commentId/like',
    toastOnRefusal(async (req) => {
      const id = String(req.params.commentId);
      await likeComment(getContext(req), id, bodyOf(req).like !== '0');
      return commentAnchor(id);
    }),
  );

  return router;
}

const PART_ID = LONG_STORY_PART_IDS[0];

/** A fresh comment of the owner's on a part of a story they do not own (each request its own). */
async function ownersComment({ db, owner }: AuthzTarget): Promise<number> {
  const at = new Date();
  const [id] = (await db('comments').insert({
    namespace: 'parts',
    resource_id: String(PART_ID),
    part_id: PART_ID,
    story_id: LONG_STORY_ID,
    user_id: owner.id,
    text: `Rosa's form comment ${at.getTime()} ${Math.random()}`,
    created_at: at,
    modified_at: at,
  })) as number[];
  return Number(id);
}

/** The part's canonical path, as its page's forms carry it (a refusal renders that page). */
async function partBack({ db }: AuthzTarget): Promise<string> {
  const part = (await db('parts').where({ id: PART_ID }).first('title')) as { title: string };
  return partPath(PART_ID, LONG_STORY_TITLE, part.title);
}

/** The forms in the authorization matrix (src/server/test/authzMatrix.test.ts). */
export const commentFormsAuthorization: readonly AuthzEntry[] = [
  // Posts the caller's own comment; a visitor logs in first.
  {
    method: 'POST',
    route: '/comments',
    url: () => '/comments',
    form: true,
    body: async (t) => ({
      namespace: 'parts',
      resourceId: String(PART_ID),
      text: `A form comment ${Date.now()} ${Math.random()}`,
      back: await partBack(t),
    }),
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
  // The author, the story's owner or a system admin: another user's refusal is the page again (403).
  {
    method: 'POST',
    route: '/comments/:commentId/delete',
    url: async (t) => `/comments/${await ownersComment(t)}/delete`,
    form: true,
    body: async (t) => ({ back: await partBack(t) }),
    expect: { visitor: 'login', other: 403, admin: 303 },
  },
  // A like is the caller's own, on anyone's comment.
  {
    method: 'POST',
    route: '/comments/:commentId/like',
    url: async (t) => `/comments/${await ownersComment(t)}/like`,
    form: true,
    body: async (t) => ({ like: '1', back: await partBack(t) }),
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
];

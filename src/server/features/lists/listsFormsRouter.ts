/**
 * Add-to-list without JavaScript (src/shared/listsForms.ts): `POST /story/{id}/lists` with `_csrf`
 * and either `collection` (a list id or `library`) + `member` (1 adds, 0 removes) or `name` (create
 * a list with the story; a name already used ignoring case reuses that list; empty does nothing).
 * Then 303 back to `nextUrl` (our own paths only; default the story page). A visitor goes to log in;
 * another user's list answers 403, a bad name 400, an unknown list 404 (the HTML error page).
 * `GET /library` sends a visitor to log in (and back).
 */
import { Router, type Response } from 'express';
import { ApiError, ErrorCode, isApiError } from '../../../shared/common/errors';
import { LIBRARY_COLLECTION } from '../../../shared/lists/api';
import { ADD_TO_LIST_ANCHOR, addToListPath } from '../../../shared/lists/forms';
import { LISTS_MESSAGES as M } from '../../../shared/lists/messages';
import { safeNextUrl } from '../../../shared/common/safeNextUrl';
import { LIST_NAME_MAX, normaliseListName } from '../../../shared/lists/validation';
import type { ContextFactory } from '../../lib/http';
import { parseId } from '../../lib/http';
import { formAction } from '../../ssr/formAction';
import { escapeHtml } from '../../ssr/serialize';
import { addToLibrary, addToList, createList, removeFromLibrary, removeFromList } from './listsService';

interface FormBody {
  collection?: unknown;
  member?: unknown;
  name?: unknown;
  nextUrl?: unknown;
}

const badInput = (message: string): ApiError =>
  new ApiError(400, ErrorCode.InvalidValue, message, 'InvalidValue');

/** A refused change: its status and message on a plain page with the way back (no 500s). */
function refused(res: Response, err: ApiError, storyId: number): void {
  const back = addToListPath(storyId);
  res
    .status(err.status)
    .type('html')
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(err.message)}</title></head>` +
        `<body><main><h1>${escapeHtml(err.message)}</h1><p><a href="${back}">Back to your reading lists</a></p></main></body></html>`,
    );
}

export function createListsFormsRouter(getContext: ContextFactory): Router {
  const router = Router();

  // `/library` is the signed-in reader's own: a visitor logs in first and comes back.
  router.get(['/library', '/library/'], (req, res, next) => {
    if (getContext(req).viewer) return next();
    res.redirect(303, `/login?nextUrl=${encodeURIComponent('/library')}`);
  });

  router.post('/story/:id/lists', async (req, res, next) => {
    const storyId = parseId(req.params.id);
    if (storyId === null) return next();
    return changeLists(storyId)(req, res, next);
  });

  const changeLists = (storyId: number) =>
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const body = (req.body ?? {}) as FormBody;
      const back = safeNextUrl(body.nextUrl, `/story/${storyId}#${ADD_TO_LIST_ANCHOR}`);
      if (!ctx.viewer) return { redirect: `/login?nextUrl=${encodeURIComponent(addToListPath(storyId))}` };
      res.set('Cache-Control', 'no-store');
      const { username } = ctx.viewer;
      try {
        if (typeof body.name === 'string') {
          const name = normaliseListName(body.name);
          if (name.length > LIST_NAME_MAX) throw badInput(M.nameTooLong);
          if (name) await createList(ctx, name, [storyId]);
        } else if (body.collection === LIBRARY_COLLECTION) {
          if (body.member !== '0') await addToLibrary(ctx, username, [storyId]);
          else await removeFromLibrary(ctx, username, storyId);
        } else {
          const listId = parseId(body.collection);
          if (listId === null) throw badInput(M.listNotFound);
          if (body.member !== '0') await addToList(ctx, listId, [storyId]);
          else await removeFromList(ctx, listId, storyId);
        }
      } catch (err) {
        if (isApiError(err) && err.status >= 400 && err.status < 500) return refused(res, err, storyId);
        throw err;
      }
      return { redirect: back };
    });

  return router;
}

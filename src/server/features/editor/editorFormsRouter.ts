/**
 * The editor without JavaScript (issue 28 #2): the page `/myworks/{storyId}/write/{partId}` has a
 * plain textarea form and the parts list's buttons, all posting to the page's own address through
 * the form-action helper, with `_csrf` and `action`:
 * - `save` (`title`, `text`: paragraphs split on blank lines, the text escaped) → back with `?saved=1`
 * - `new` → the new draft part's page; `up` / `down` (`part`) → back; `delete` (`part`) → back
 *   (the page asks first: `?confirmDelete={partId}` shows the confirmation form).
 * A visitor goes to log in and comes back (GET and POST); another user's part answers 403, a bad
 * text 400 on the same page with the errors and what was typed; an unknown part 404.
 */
import { Router, type RequestHandler } from 'express';
import { ErrorCode, isApiError } from '../../../shared/common/errors';
import { EDITOR_FORM_ACTIONS, editorPath, type EditorFormAction } from '../../../shared/editor/forms';
import { EDITOR_MESSAGES as M } from '../../../shared/editor/messages';
import { MAX_PART_HTML, MAX_PART_TITLE } from '../../../shared/editor/validation';
import type { ContextFactory } from '../../lib/http';
import { parseId } from '../../lib/http';
import { formAction, type FormOutcome } from '../../ssr/formAction';
import { createPart, deletePart, movePart, savePartText } from './editorService';
import { plainTextToParagraphs } from './sanitize';

const PAGE = '/myworks/:storyId/write/:partId';
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const loginFor = (path: string): string => `/login?nextUrl=${encodeURIComponent(path)}`;

export function createEditorFormsRouter(getContext: ContextFactory, renderPage: RequestHandler): Router {
  const router = Router();

  // The editor is the owner's: a visitor logs in first and comes back.
  router.get(PAGE, (req, res, next) => {
    if (getContext(req).viewer) return next();
    res.redirect(303, loginFor(req.originalUrl));
  });

  router.post(
    PAGE,
    formAction(async (req, res): Promise<FormOutcome | void> => {
      const storyId = parseId(req.params.storyId);
      const partId = parseId(req.params.partId);
      if (storyId === null || partId === null) return { redirect: '/myworks' };
      const ctx = getContext(req);
      const here = editorPath(storyId, partId);
      if (!ctx.viewer) return { redirect: loginFor(here) };
      res.set('Cache-Control', 'no-store');
      const body = req.body as Record<string, unknown>;
      const action = EDITOR_FORM_ACTIONS.find((a) => a === body.action) ?? ('save' as EditorFormAction);
      const target = parseId(body.part) ?? partId;
      const title = str(body.title);
      const text = str(body.text);
      const refuse = (field: string, message: string, status = 400): FormOutcome => ({
        failed: {
          page: 'editor',
          values: { title, text },
          fieldErrors: { [field]: message },
          message,
          status,
        },
      });
      try {
        switch (action) {
          case 'save': {
            if (title.length > MAX_PART_TITLE) return refuse('title', M.titleTooLong(MAX_PART_TITLE));
            if (text.length > MAX_PART_HTML) return refuse('text', M.textTooLong(MAX_PART_HTML));
            await savePartText(ctx, partId, {
              title,
              paragraphs: plainTextToParagraphs(text),
              compare: 'text',
            });
            return { redirect: `${here}?saved=1` };
          }
          case 'new': {
            const created = await createPart(ctx, storyId);
            return { redirect: created.url };
          }
          case 'up':
          case 'down':
            await movePart(ctx, target, action === 'up' ? -1 : 1);
            return { redirect: here };
          case 'delete':
            await deletePart(ctx, target);
            return { redirect: here };
        }
      } catch (err) {
        // A refusal (not yours, unknown part, bad text): its status and message on the page.
        if (isApiError(err) && err.status >= 400 && err.status < 500) {
          const notFound = err.code === ErrorCode.PartNotFound || err.code === ErrorCode.StoryNotFound;
          return refuse('text', err.message, notFound ? 404 : err.status);
        }
        throw err;
      }
    }, renderPage),
  );

  return router;
}

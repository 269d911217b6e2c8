/**
 * The cover upload without JavaScript (issue 28 #6): `POST /myworks/{storyId}/cover`, a
 * multipart form (`_csrf` first, then the file `cover`) on the story settings page. The same
 * checks as `POST /v4/stories/{storyId}/cover` (`uploadCover`: the owner, the size limit, the type
 * sniffed from the bytes); the result goes back to the settings page as `?cover=` (`COVER_RESULTS`).
 *
 * Two steps: `createCoverFormParser` runs before the CSRF check (a multipart body is not parsed by
 * the app's parsers, so without it the check would never see `_csrf`): it reads the body with
 * multer, in memory and bounded by the cover limit; for anyone but the owner only the fields. The handler
 * (after the check) stores the cover.
 */
import { Router, type Request } from 'express';
import multer, { MulterError } from 'multer';
import { ErrorCode, isApiError, storyNotFound } from '../../../shared/common/errors';
import { storySettingsPath } from '../../../shared/myworks/api';
import { COVER_FORM_FIELD, coverResultPath, type CoverResult } from '../../../shared/publishing/coverForm';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import { COVER_MAX_BYTES } from '../../../shared/publishing/validation';
import type { ContextFactory } from '../../lib/http';
import { parseId } from '../../lib/http';
import { formAction } from '../../ssr/formAction';
import { ownStory, uploadCover } from './coversService';

export const COVER_FORM_ROUTE = '/myworks/:storyId/cover';

const loginPath = (next: string): string => `/login?nextUrl=${encodeURIComponent(next)}`;

// One file and the token: anything more is not this form.
const limits = { fileSize: COVER_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 };
const parser = multer({ storage: multer.memoryStorage(), limits }).single(COVER_FORM_FIELD);
/** For anyone but the owner: the fields only (the token), the file skipped unread into memory. */
const fieldsOnly = multer({
  storage: multer.memoryStorage(),
  limits,
  fileFilter: (_r, _f, cb) => cb(null, false),
}).single(COVER_FORM_FIELD);

/** What the parser found wrong with the body (`res.locals`), for the handler to answer. */
const PARSE_PROBLEM = 'coverFormProblem';
type ParseProblem = 'tooLarge' | 'notImage';

/** Before the CSRF check: reads the signed-in owner's multipart body (see the file's comment). */
export function createCoverFormParser(getContext: ContextFactory): Router {
  const router = Router();
  router.post(COVER_FORM_ROUTE, async (req, res, next) => {
    const storyId = parseId(req.params.storyId);
    if (storyId === null || !req.is('multipart/form-data')) return next();
    const ctx = getContext(req);
    // A visitor (sent to log in) and another writer (refused) are answered after the CSRF check.
    let owner = Boolean(ctx.viewer);
    if (owner) await ownStory(ctx, storyId).catch(() => (owner = false));
    // Another writer's file is never kept.
    (owner ? parser : fieldsOnly)(req, res, (err?: unknown) => {
      if (err) {
        const tooLarge = err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE';
        res.locals[PARSE_PROBLEM] = (tooLarge ? 'tooLarge' : 'notImage') satisfies ParseProblem;
      }
      next();
    });
  });
  return router;
}

/** Which result a refusal of `uploadCover` is. */
function resultOf(message: string): CoverResult {
  if (message === m.coverTooLarge) return 'tooLarge';
  if (message === m.coverNotImage) return 'notImage';
  return 'failed';
}

/** After the CSRF check: stores the cover, back to the settings page with the result. */
export function createCoverFormRouter(getContext: ContextFactory): Router {
  const router = Router();
  router.post(
    COVER_FORM_ROUTE,
    formAction(async (req: Request, res) => {
      const storyId = parseId(req.params.storyId);
      const here = storySettingsPath(String(req.params.storyId));
      const ctx = getContext(req);
      if (!ctx.viewer) return { redirect: loginPath(here) };
      res.set('Cache-Control', 'no-store');
      if (storyId === null) throw storyNotFound();
      const problem = res.locals[PARSE_PROBLEM] as ParseProblem | undefined;
      const file = req.file?.buffer ?? null;
      try {
        if (problem === 'notImage') await ownStory(ctx, storyId);
        else await uploadCover(ctx, storyId, file, problem === 'tooLarge');
      } catch (err) {
        // Not theirs (403) or no such story: the app's error page, as for the API upload.
        if (!isApiError(err) || err.status >= 500 || err.status === 403) throw err;
        if (err.code === ErrorCode.StoryNotFound) throw err;
        return { redirect: coverResultPath(storyId, resultOf(err.message)) };
      }
      return { redirect: coverResultPath(storyId, problem ?? 'updated') };
    }),
  );
  return router;
}

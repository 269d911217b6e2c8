/**
 * The reader's forms without JavaScript (src/shared/readerForms.ts):
 * - `POST /{partId}/vote` (`_csrf`, `vote` 1|0): votes or unvotes, then 303 back to the part's #vote.
 *   A visitor goes to log in and comes back to the part; a part that is not there answers 404.
 * - `POST /reading-theme` (`_csrf`, `theme`, `nextUrl`): a premium reader's theme goes into the
 *   `reading-theme` cookie (which the pages render from); anyone else keeps the default and goes
 *   back to the part with the Premium prompt shown. An unknown theme answers 400.
 */
import { Router } from 'express';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { safeNextUrl } from '../../../shared/common/safeNextUrl';
import { authPath, voteIntent } from '../../../shared/accounts/intent';
import { THEMES_ANCHOR, themePromptUrl, VOTE_ANCHOR } from '../../../shared/reader/forms';
import { pathOf } from '../../../shared/common/slug';
import { isReadingTheme, READING_THEME_COOKIE } from '../../../shared/reader/validation';
import type { ContextFactory } from '../../lib/http';
import { formAction } from '../../ssr/formAction';
import { parseId } from '../../lib/http';
import { getPart } from '../stories';
import { parseFields } from '../../lib/fields';
import { votePart } from './readerService';

const PART_FIELDS = parseFields('id,groupId,url');
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const loginUrl = (next: string): string => `/login?nextUrl=${encodeURIComponent(next)}`;

export function createReaderFormsRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.post('/:partId/vote', async (req, res, next) => {
    const partId = parseId(req.params.partId);
    if (partId === null) return next();
    return vote(partId)(req, res, next);
  });

  const vote = (partId: number) =>
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const part = await getPart(ctx, partId, { fields: PART_FIELDS }).catch(() => null);
      if (!part) throw Object.assign(new Error('Part not found'), { status: 404 }); // the HTML error page
      const here = pathOf(part.url);
      const on = (req.body as { vote?: unknown } | undefined)?.vote !== '0';
      // A visitor logs in and comes back having voted: the vote travels as the log-in's intent.
      if (!ctx.viewer) return { redirect: authPath('/login', here, on ? voteIntent(partId) : null) };
      await votePart(ctx, Number(part.groupId), partId, on);
      res.set('Cache-Control', 'no-store');
      return { redirect: `${here}#${VOTE_ANCHOR}` };
    });

  router.post(
    '/reading-theme',
    formAction((req, res) => {
      const ctx = getContext(req);
      const body = (req.body ?? {}) as { theme?: unknown; nextUrl?: unknown };
      const back = safeNextUrl(body.nextUrl, '/home').split('#')[0];
      if (!isReadingTheme(body.theme)) {
        throw new ApiError(400, ErrorCode.InvalidValue, 'Unknown reading theme', 'InvalidValue');
      }
      if (!ctx.viewer) return { redirect: loginUrl(back) };
      if (!ctx.viewer.isPremium) return { redirect: themePromptUrl(back.split('?')[0], body.theme) };
      res.cookie(READING_THEME_COOKIE, body.theme, { path: '/', maxAge: ONE_YEAR_MS, sameSite: 'lax' });
      return { redirect: `${back}#${THEMES_ANCHOR}` };
    }),
  );

  return router;
}

/**
 * Page-side search plumbing (before the page renderer): the header form's `GET /search/?q=&ref=1`
 * redirects to `/search/{q}`, and each search page updates the `recent-searches` cookie (last 10,
 * whole terms; the landing page shows them cut at 30). Searches made by client-side navigation
 * never reach these routes: the browser records them in the same cookie (`client/api/searchHttp.ts`).
 * `/tags/{tag}` (where hashtags link) answers 301 to the tag's browse page `/stories/{tag}`.
 */
import { Router, type Request } from 'express';
import { RECENT_SEARCHES_COOKIE, RECENT_SEARCHES_MAX_AGE_S } from '../../../shared/search/api';
import { searchPath } from '../../../shared/search/query';
import { isValidSearchTerm, pushRecentSearch, RECENT_SEARCH_COUNT } from '../../../shared/search/validation';
import { queryString } from '../../lib/http';

/** The visitor's recent searches from the cookie (never throws). */
export function recentSearchesOf(req: Request): string[] {
  const header = req.headers.cookie ?? '';
  const hit = header.split(/;\s*/).find((c) => c.startsWith(`${RECENT_SEARCHES_COOKIE}=`));
  if (!hit) return [];
  try {
    const v: unknown = JSON.parse(decodeURIComponent(hit.slice(RECENT_SEARCHES_COOKIE.length + 1)));
    return Array.isArray(v)
      ? v.filter((x): x is string => typeof x === 'string').slice(0, RECENT_SEARCH_COUNT)
      : [];
  } catch {
    return [];
  }
}

export function createSearchPagesRouter(): Router {
  const router = Router();

  router.get('/search', (req, res, next) => {
    const q = queryString(req.query.q);
    if (q === undefined) return next();
    // An empty header search stays on the landing page.
    res.redirect(302, isValidSearchTerm(q) ? searchPath(q.trim()) : '/search');
  });

  router.get(/^\/tags\/([^/]+)\/?$/, (req, res) => {
    const tag = ((req.params as Record<string, string>)[0] ?? '').replace(/[#\\]/g, '').toLowerCase();
    res.redirect(301, tag ? `/stories/${encodeURIComponent(tag)}` : '/search');
  });

  router.get(/^\/search\/([^/]+)(?:\/(?:stories|people))?\/?$/, (req, res, next) => {
    const term = (req.params as Record<string, string>)[0] ?? '';
    if (isValidSearchTerm(term)) {
      const list = pushRecentSearch(recentSearchesOf(req), term);
      res.cookie(RECENT_SEARCHES_COOKIE, JSON.stringify(list), {
        maxAge: RECENT_SEARCHES_MAX_AGE_S * 1000,
        sameSite: 'lax',
        path: '/',
        encode: encodeURIComponent,
      });
    }
    next();
  });

  return router;
}

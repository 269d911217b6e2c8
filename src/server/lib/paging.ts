/** API-COMPAT.md pagination: limit/offset (default limit 10), `total`, `nextUrl` (null on the last page). */
import { pageQuery } from '../../shared/lists/schema';
import { queryString } from './http';

export interface Page {
  limit: number;
  offset: number;
  /** The other query parameters (e.g. `fields`), carried into `nextUrl`. */
  extra: Record<string, string>;
}

export function parsePage(query: Record<string, unknown>, maxLimit: number): Page {
  const { limit, offset } = pageQuery(maxLimit).parse({
    limit: queryString(query.limit) || undefined,
    offset: queryString(query.offset) || undefined,
  });
  const extra: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    const s = queryString(v);
    if (k !== 'limit' && k !== 'offset' && s !== undefined) extra[k] = s;
  }
  return { limit, offset, extra };
}

export function nextUrl(origin: string, path: string, page: Page, total: number): string | null {
  const next = page.offset + page.limit;
  if (next >= total) return null;
  const params = new URLSearchParams({ ...page.extra, limit: String(page.limit), offset: String(next) });
  return `${origin}${path}?${params.toString()}`;
}

export const DEFAULT_PAGE: Page = { limit: 10, offset: 0, extra: {} };

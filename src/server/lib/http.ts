/** Small helpers shared by the API routers. */
import type { Request, Response } from 'express';
import type { ServiceContext } from '../context';

/** How a router gets the request's service context; the app wiring supplies it. */
export type ContextFactory = (req: Request) => ServiceContext;

/** Largest id we accept (ids are database integers; anything longer cannot exist). */
const MAX_ID = Number.MAX_SAFE_INTEGER;

/**
 * A positive integer id from a path or query value, or null for anything else
 * (`"abc"`, `"1.5"`, `"-3"`, `""`, arrays, a 30-digit number).
 */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,16}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return id > 0 && id <= MAX_ID ? id : null;
}

/** One query value as a string (the first when repeated), or undefined. */
export function queryString(value: unknown): string | undefined {
  if (Array.isArray(value)) return queryString(value[0]);
  return typeof value === 'string' ? value : undefined;
}

/** Seconds a shared cache may keep an anonymous API answer. */
export const PUBLIC_MAX_AGE = 60;

/**
 * Anonymous GETs may be cached briefly by anyone; answers for a signed-in viewer (who may see
 * their own drafts and deleted stories) only by their browser, revalidated each time.
 */
export function setCacheHeaders(res: Response, ctx: Pick<ServiceContext, 'viewer'>): void {
  res.vary('Cookie');
  res.set(
    'Cache-Control',
    ctx.viewer ? 'private, no-cache' : `public, max-age=${PUBLIC_MAX_AGE}, stale-while-revalidate=60`,
  );
}

/** Methods that change nothing: no CSRF check, no body, no unknown-endpoint refusal. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isSafeMethod = (method: string): boolean => SAFE_METHODS.has(method);

/** Helpers of the accounts route tests: a visitor's session + CSRF token, and one client address per file. */
import { randomInt } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { SESSION_COOKIE } from '../../../shared/common/constants';

/**
 * A client address of its own for a test file (sent as X-Forwarded-For; the app trusts loopback
 * proxies), so log-in limits counted in a shared Redis never leak between files or runs.
 */
export const testAddress = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface Visit {
  cookie: string;
  csrf: string;
  html: string;
}

/** The session cookie (`token=…`) a response sets, or null. */
export function sessionCookie(res: request.Response): string | null {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const hit = raw?.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return hit ? hit.split(';')[0] : null;
}

/** GETs a form page as a visitor: the session cookie it starts and the form's `_csrf` value. */
export async function visit(app: Express, path: string, ip: string): Promise<Visit> {
  const res = await request(app).get(path).set('X-Forwarded-For', ip).expect(200);
  const cookie = sessionCookie(res);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(res.text)?.[1];
  if (!cookie || !csrf) throw new Error(`${path} gave no session cookie or _csrf field`);
  return { cookie, csrf, html: res.text };
}

/** The signed-in username the page's state carries, or null. */
export function viewerOf(html: string): string | null {
  const m = /"viewer":(null|\{[^}]*?"username":"([^"]+)")/.exec(html);
  return m?.[2] ?? null;
}

/** HTML text with entities decoded (React escapes `'` and `"`). */
export const text = (html: string): string =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

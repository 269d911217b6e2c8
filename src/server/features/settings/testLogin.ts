/** Settings route tests: a real log-in through the form (its session stores the password epoch). */
import type { Express } from 'express';
import request from 'supertest';
import { sessionCookie, testAddress, visit } from '../accounts/testHelpers';

export interface RealSession {
  cookie: string;
  csrf: string;
}

const ip = testAddress();

/** Logs `username` in with `POST /login` and returns its cookie and the CSRF token of /settings. */
export async function realLogin(app: Express, username: string, password: string): Promise<RealSession> {
  const v = await visit(app, '/login', ip);
  const res = await request(app)
    .post('/login')
    .set('Cookie', v.cookie)
    .set('X-Forwarded-For', ip)
    .type('form')
    .send({ _csrf: v.csrf, username, password });
  const cookie = sessionCookie(res);
  if (res.status !== 303 || !cookie) throw new Error(`log-in of ${username} failed (${res.status})`);
  const page = await request(app).get('/settings').set('Cookie', cookie).expect(200);
  const csrf = /"csrfToken":"([^"]+)"/.exec(page.text)?.[1] ?? '';
  return { cookie, csrf };
}

/** The username the page's state says is signed in, or null. */
export const signedInAs = (html: string): string | null =>
  /"viewer":(null|\{[^}]*?"username":"([^"]+)")/.exec(html)?.[2] ?? null;

/**
 * A visitor's forms (issue 24 #1) and sessions only where needed (issue 25 #6): a visitor's CSRF
 * token is a signed cookie pair, so form pages store no session, yet every visitor post (log-in,
 * sign-up, the prompt's password check) works with it and is refused without it.
 */
import type { Store } from 'express-session';
import { sign } from 'cookie-signature';
import request from 'supertest';
import {
  DEMO_PASSWORD,
  LONG_STORY_PART_IDS,
  READER_USERNAME,
  WRITER_USERNAME,
} from '../../../../seeds/fixtures';
import { cookiesOf, csrfField, sessionCookie } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/testApp';
import { viewerOf } from '../../test/html';

const PROFILE = `/user/${WRITER_USERNAME}`;
const NEXT = encodeURIComponent(PROFILE);

describe('visitor CSRF tokens without sessions', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  /** Sessions in the store: Redis `sess:` keys under this app's prefix, or the SQL table's rows. */
  async function storedSessions(): Promise<number> {
    if (t.redis) {
      // ioredis does not prefix KEYS patterns: name the app's own prefix.
      return (await t.redis.keys(`${t.redis.options.keyPrefix ?? ''}sess:*`)).length;
    }
    const row = await t.db('sessions').count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  it('stores no session for anonymous GETs of form pages, a profile, a part and the token', async () => {
    const before = await storedSessions();
    const paths = [
      '/login',
      '/signup',
      `/login?nextUrl=${NEXT}`,
      PROFILE,
      `/${LONG_STORY_PART_IDS[0]}`,
      '/v5/csrf-token',
      '/forgot',
    ];
    for (let i = 0; i < 10; i++) {
      for (const path of paths) {
        const res = await request(t.app).get(path).set('X-Forwarded-For', t.ip);
        expect(res.status).toBeLessThan(400);
        expect(sessionCookie(res)).toBeNull();
      }
    }
    expect(await storedSessions()).toBe(before);
  });

  it('gives a form page a signed token bound to its cookie; the form post works with it', async () => {
    const page = await request(t.app).get(`/login?nextUrl=${NEXT}`).set('X-Forwarded-For', t.ip);
    const cookie = cookiesOf(page);
    expect(cookie).toMatch(/^csrf=[\w-]{43}$/);
    const set = (page.headers['set-cookie'] as unknown as string[]).join(';');
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    const token = csrfField(page.text);
    expect(token).toMatch(/^v1\./);

    const before = await storedSessions();
    const res = await request(t.app)
      .post(`/login?nextUrl=${NEXT}`)
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', cookie)
      .type('form')
      .send({ _csrf: token, username: READER_USERNAME, password: DEMO_PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(PROFILE);
    // The log-in stores exactly one session: the signed-in one, on a fresh id.
    expect(await storedSessions()).toBe(before + 1);
    const signedIn = sessionCookie(res);
    expect(signedIn).toBeTruthy();
    const profile = await request(t.app).get(PROFILE).set('Cookie', `${signedIn}; ${cookie}`).expect(200);
    expect(viewerOf(profile.text)).toBe(READER_USERNAME);
    // Signed in, the page carries the session's own token, not the visitor's.
    const sessionToken = /"csrfToken":"([^"]+)"/.exec(profile.text)?.[1];
    expect(sessionToken).toBeTruthy();
    expect(sessionToken).not.toBe(token);
  });

  it('refuses a visitor post without the token, with a token of another cookie, or without the cookie', async () => {
    const a = await t.visit('/login');
    const b = await t.visit('/signup');
    const post = (cookie: string | null, token: string | null) => {
      const req = request(t.app).post('/login').set('X-Forwarded-For', t.ip).type('form');
      if (cookie) void req.set('Cookie', cookie);
      return req.send({
        ...(token ? { _csrf: token } : {}),
        username: READER_USERNAME,
        password: DEMO_PASSWORD,
      });
    };
    for (const [cookie, token] of [
      [a.cookie, null],
      [a.cookie, b.csrfToken],
      [null, a.csrfToken],
      [a.cookie, `${a.csrfToken}x`],
      ['csrf=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', a.csrfToken],
    ] as const) {
      const res = await post(cookie, token);
      expect(res.status).toBe(403);
      expect(sessionCookie(res)).toBeNull();
    }
  });

  it('signs in on a new session id: a session planted before log-in is not the signed-in one', async () => {
    const store = t.app.locals.sessionStore as Store;
    const planted = 'planted-session-id-0123456789abcdef';
    const expires = new Date(Date.now() + 3600_000);
    await new Promise<void>((resolve, reject) =>
      store.set(planted, { cookie: { originalMaxAge: 3600_000, expires, path: '/' } }, (err) =>
        err ? reject(err as Error) : resolve(),
      ),
    );
    const plantedCookie = `token=${encodeURIComponent(`s:${sign(planted, t.config.sessionSecret)}`)}`;
    const v = await t.visit('/login');
    const res = await request(t.app)
      .post('/login')
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', `${plantedCookie}; ${v.cookie}`)
      .type('form')
      .send({ _csrf: v.csrfToken, username: READER_USERNAME, password: DEMO_PASSWORD });
    expect(res.status).toBe(303);
    const after = sessionCookie(res);
    expect(after).toBeTruthy();
    expect(after).not.toBe(plantedCookie);
    const old = await new Promise((resolve, reject) =>
      store.get(planted, (err, sess) => (err ? reject(err as Error) : resolve(sess))),
    );
    expect(old ?? null).toBeNull();
  });

  it('never signs a session id with the visitor token (a chosen cookie value is no session cookie)', async () => {
    const sid = 'a'.repeat(43);
    const res = await request(t.app).get('/login').set('Cookie', `csrf=${sid}`).expect(200);
    const token = csrfField(res.text).replace(/^v1\./, '');
    const forged = await request(t.app)
      .get('/settings')
      .set('Cookie', `token=${encodeURIComponent(`s:${sid}.${token}`)}`);
    expect(forged.status).not.toBe(200);
  });

  it('lets the sign-up prompt fetch a token and check a password with it (refused without)', async () => {
    const issued = await request(t.app).get('/v5/csrf-token').expect(200);
    expect(issued.headers['cache-control']).toBe('no-store');
    const cookie = cookiesOf(issued);
    const { csrfToken } = issued.body as { csrfToken: string };
    const check = await request(t.app)
      .post('/v5/password-strength/check')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrfToken)
      .send({ password: 'lantern harbour nine' });
    expect(check.status).toBe(200);
    expect(check.body.result).toMatch(/VALID|INVALID/);
    const refused = await request(t.app)
      .post('/v5/password-strength/check')
      .set('Cookie', cookie)
      .send({ password: 'lantern harbour nine' });
    expect(refused.status).toBe(403);
    // The same cookie again: the same token (no new cookie), so pages keep it.
    const again = await request(t.app).get('/v5/csrf-token').set('Cookie', cookie).expect(200);
    expect(again.body.csrfToken).toBe(csrfToken);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('signs up through the prompt with the fetched token, then goes to onboarding and on', async () => {
    const issued = await request(t.app).get('/v5/csrf-token').expect(200);
    const year = new Date().getUTCFullYear() - 30;
    const res = await request(t.app)
      .post(`/signup?nextUrl=${NEXT}`)
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', cookiesOf(issued))
      .type('form')
      .send({
        _csrf: (issued.body as { csrfToken: string }).csrfToken,
        email: 'prompt.visitor@example.org',
        username: 'prompt_visitor',
        day: '14',
        month: '6',
        year: String(year),
        password: 'lantern-harbour-9 quietly',
        confirm_password: 'lantern-harbour-9 quietly',
        policy: 'on',
      });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/start?nextUrl=${NEXT}`);
    const cookie = sessionCookie(res) as string;
    // Onboarding's success screen sends the new reader back to the profile.
    const start = await request(t.app).get(`/start?nextUrl=${NEXT}`).set('Cookie', cookie);
    expect([200, 303]).toContain(start.status);
    if (start.status === 303) expect(start.headers.location).toBe(`/start/success?nextUrl=${NEXT}`);
    const success = await request(t.app)
      .get(`/start/success?nextUrl=${NEXT}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(success.text).toContain(`href="${PROFILE}"`);
    const offSite = await request(t.app)
      .get('/start/success?nextUrl=%2F%2Fevil.com')
      .set('Cookie', cookie)
      .expect(200);
    expect(offSite.text).toMatch(/href="\/home"[^>]*>Start reading</);
  });
});

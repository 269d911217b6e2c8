import request from 'supertest';
import { DEMO_PASSWORD, READER_USERNAME } from '../../../../seeds/fixtures';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import { text, viewerOf } from '../../test/html';
import { csrfField, sessionCookie, testAddress } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('log-in and log-out', () => {
  jest.setTimeout(30_000);
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  async function logIn(username: string, password: string, path = '/login') {
    const v = await t.visit('/login');
    const res = await request(t.app)
      .post(path)
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken, username, password });
    return { res, before: v.cookie, after: sessionCookie(res) };
  }

  it('shows a known msg as a danger alert and a known notice as an info alert', async () => {
    const res = await request(t.app)
      .get(`/login?msg=${encodeURIComponent(m.loginRequired)}&notice=${encodeURIComponent(m.loginFailed)}`)
      .expect(200);
    expect(res.text).toContain(`role="alert">${m.loginRequired}<`);
    expect(res.text).toContain(`role="status">${m.loginFailed}<`);
  });

  it('refuses a post without the CSRF token', async () => {
    const res = await request(t.app)
      .post('/login')
      .set('X-Forwarded-For', t.ip)
      .type('form')
      .send({ username: READER_USERNAME, password: DEMO_PASSWORD });
    expect(res.status).toBe(403);
    expect(sessionCookie(res)).toBeNull();
  });

  it('refuses a wrong password with the message, keeping the username', async () => {
    const { res } = await logIn(READER_USERNAME, 'wrong-password');
    expect(res.status).toBe(401);
    expect(text(res.text)).toContain(m.loginFailed);
    expect(res.text).toContain(`value="${READER_USERNAME}"`);
    const empty = await logIn('', '');
    expect(empty.res.status).toBe(400);
    expect(text(empty.res.text)).toContain(m.loginRequired);
  });

  it('logs in by username on a new session id (session fixation)', async () => {
    const { res, before, after } = await logIn(READER_USERNAME, DEMO_PASSWORD);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/home');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const signedIn = await request(t.app)
      .get('/home')
      .set('Cookie', after as string)
      .expect(200);
    expect(viewerOf(signedIn.text)).toBe(READER_USERNAME);
    // The visitor's session id is not signed in (it was destroyed, not promoted).
    const old = await request(t.app).get('/home').set('Cookie', before).expect(200);
    expect(viewerOf(old.text)).toBeNull();
  });

  it('logs in by email, in any case, and goes to a safe nextUrl', async () => {
    const { res } = await logIn(
      `${READER_USERNAME.toUpperCase()}@EXAMPLE.COM`,
      DEMO_PASSWORD,
      '/login?nextUrl=%2Fstory%2F1',
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/story/1');
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https:evil.com',
    'javascript:alert(1)',
    '/..//evil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
  ])('stays on our site for nextUrl=%s', async (next) => {
    const { res } = await logIn(READER_USERNAME, DEMO_PASSWORD, `/login?nextUrl=${encodeURIComponent(next)}`);
    expect(res.headers.location).toBe('/home');
  });

  it('takes the first of a repeated nextUrl, and accepts nexturl', async () => {
    const a = await logIn(READER_USERNAME, DEMO_PASSWORD, '/login?nextUrl=/story/1&nextUrl=//evil.com');
    expect(a.res.headers.location).toBe('/story/1');
    const b = await logIn(READER_USERNAME, DEMO_PASSWORD, '/login?nextUrl=//evil.com&nextUrl=/story/1');
    expect(b.res.headers.location).toBe('/home');
    const c = await logIn(READER_USERNAME, DEMO_PASSWORD, '/login?nexturl=home');
    expect(c.res.headers.location).toBe('/home');
  });

  it('sends a signed-in person on from /login and /signup', async () => {
    const { after } = await logIn(READER_USERNAME, DEMO_PASSWORD);
    const res = await request(t.app)
      .get('/login?nextUrl=/story/1')
      .set('Cookie', after as string)
      .expect(303);
    expect(res.headers.location).toBe('/story/1');
    await request(t.app)
      .get('/signup')
      .set('Cookie', after as string)
      .expect(303);
  });

  it('logs out: a confirm page, a CSRF-checked post that ends the session and clears the cookie', async () => {
    const { after } = await logIn(READER_USERNAME, DEMO_PASSWORD);
    const cookie = after as string;
    const page = await t.visit('/logout').catch(() => null);
    expect(page).toBeNull(); // a visitor's /logout has no form
    const confirm = await request(t.app).get('/logout').set('Cookie', cookie).expect(200);
    expect(text(confirm.text)).toContain(m.logoutQuestion);
    const csrf = csrfField(confirm.text);
    await request(t.app)
      .post('/logout')
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', cookie)
      .type('form')
      .send({})
      .expect(403);
    const out = await request(t.app)
      .post('/logout')
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', cookie)
      .type('form')
      .send({ _csrf: csrf })
      .expect(303);
    expect(out.headers.location).toBe('/home');
    expect(String(out.headers['set-cookie'])).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
    const home = await request(t.app).get('/home').set('Cookie', cookie).expect(200);
    expect(viewerOf(home.text)).toBeNull();
  });

  it('shows log-in and sign-up links to visitors and a log-out button to the signed-in', async () => {
    const visitor = await request(t.app).get('/story/1').expect(301);
    const page = await request(t.app).get(visitor.headers.location).expect(200);
    expect(page.text).toContain(`href="/login?nextUrl=${encodeURIComponent(visitor.headers.location)}"`);
    expect(page.text).toContain('href="/signup?nextUrl=');
    const { after } = await logIn(READER_USERNAME, DEMO_PASSWORD);
    const home = await request(t.app)
      .get('/home')
      .set('Cookie', after as string)
      .expect(200);
    expect(home.text).toMatch(
      /<form[^>]*action="\/logout"[^>]*><input type="hidden" name="_csrf" value="[^"]+"/,
    );
    expect(home.text).toContain(READER_USERNAME);
  });
});

describe('POST /v4/sessions (API tools)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const post = (query: string) => request(t.app).post(`/v4/sessions?${query}`).set('X-Forwarded-For', t.ip);

  it('returns the session cookie value as token, without a CSRF token', async () => {
    const res = await post(`type=tool&username=${READER_USERNAME}&password=${DEMO_PASSWORD}`).expect(200);
    expect(res.body.user).toEqual({ username: READER_USERNAME });
    expect(sessionCookie(res)).toBe(`token=${res.body.token}`);
    const home = await request(t.app).get('/home').set('Cookie', `token=${res.body.token}`).expect(200);
    expect(viewerOf(home.text)).toBe(READER_USERNAME);
  });

  it('answers bad credentials and missing parameters in the legacy shape', async () => {
    const bad = await post(`username=${READER_USERNAME}&password=nope`).expect(401);
    expect(bad.body).toMatchObject({ result: 'ERROR', message: m.loginFailed });
    const missing = await post(`username=${READER_USERNAME}`).expect(400);
    expect(missing.body).toMatchObject({ error_code: 1006, message: 'Parameter missing: password' });
  });

  it('refuses a browser post from another site (login CSRF)', async () => {
    await post(`username=${READER_USERNAME}&password=${DEMO_PASSWORD}`)
      .set('Origin', 'https://evil.example')
      .expect(403);
    await post(`username=${READER_USERNAME}&password=${DEMO_PASSWORD}`)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
  });
});

describe('log-in rate limit', () => {
  jest.setTimeout(30_000); // many argon2 verifications; slow when the whole suite shares the CPU
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({ loginLimits: { windowMs: 60_000, perAccount: 3, perAddress: 5 } })),
  );
  afterAll(() => t.close());

  async function attempt(ip: string, username: string, password: string) {
    const v = await t.visit('/login', ip);
    return request(t.app)
      .post('/login')
      .set('X-Forwarded-For', ip)
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken, username, password });
  }

  it('stops an account after its failures, even with the right password, and says so', async () => {
    const ip = testAddress();
    for (let i = 0; i < 3; i++) expect((await attempt(ip, 'ava_writes', 'wrong')).status).toBe(401);
    const limited = await attempt(testAddress(), 'AVA_WRITES', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(text(limited.text)).toContain(m.tooManyAttempts);
    const api = await request(t.app)
      .post(`/v4/sessions?username=ava_writes&password=${DEMO_PASSWORD}`)
      .set('X-Forwarded-For', testAddress())
      .expect(429);
    expect(api.body).toMatchObject({ error_code: 429, message: m.tooManyAttempts });
  });

  it('stops an address after its failures across accounts; successes do not count', async () => {
    const ip = testAddress();
    for (let i = 0; i < 3; i++) expect((await attempt(ip, READER_USERNAME, DEMO_PASSWORD)).status).toBe(303);
    const users = ['bram_stone', 'celine_fr', 'dev_dawn', 'elio_ink', 'amb_mona'];
    for (const u of users) expect((await attempt(ip, u, 'wrong')).status).toBe(401);
    expect((await attempt(ip, 'reader_sam', DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(testAddress(), 'reader_sam', DEMO_PASSWORD)).status).toBe(303);
  });
});

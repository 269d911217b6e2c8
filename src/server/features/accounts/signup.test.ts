import request from 'supertest';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import { text, viewerOf } from '../../test/html';
import { sessionCookie } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('sign-up (POST /signup)', () => {
  jest.setTimeout(30_000);
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const year = new Date().getUTCFullYear();
  const form = (over: Record<string, string> = {}) => ({
    email: 'nova.reader@example.org',
    username: 'nova_reader',
    day: '14',
    month: '6',
    year: String(year - 30),
    pronouns: 'F',
    password: 'lantern-harbour-9',
    confirm_password: 'lantern-harbour-9',
    marketing: 'on',
    policy: 'on',
    ...over,
  });

  async function post(body: Record<string, string>, path = '/signup') {
    const v = await t.visit('/signup');
    const res = await request(t.app)
      .post(path)
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken, ...body });
    return { res, visit: v, page: text(res.text) };
  }

  it('renders the form with a CSRF field for a visitor', async () => {
    const v = await t.visit('/signup?nextUrl=/story/1');
    expect(v.html).toContain('<form');
    expect(v.html).toContain('action="/signup?nextUrl=%2Fstory%2F1"');
    expect(text(v.html)).toContain(m.signupTitle);
  });

  it('refuses a post without the CSRF token', async () => {
    const res = await request(t.app).post('/signup').set('X-Forwarded-For', t.ip).type('form').send(form());
    expect(res.status).toBe(403);
    expect(res.text).toContain('This request was refused.');
    expect(await t.db('users').where({ username: 'nova_reader' }).first()).toBeUndefined();
  });

  it('answers empty fields with 1006 and every field message', async () => {
    const { res, page } = await post({ email: '', username: '', password: '', confirm_password: '' });
    expect(res.status).toBe(400);
    expect(page).toContain(m.code1006);
    for (const msg of [m.emailRequired, m.usernameRequired, m.passwordRequired, m.confirmRequired]) {
      expect(page).toContain(msg);
    }
    const noBirthday = await post(form({ day: '', month: '', year: '' }));
    expect(noBirthday.page).toContain(m.birthdayRequired);
    expect(noBirthday.page).toContain(m.code1006);
  });

  it('answers invalid values with fixerrors and their messages, keeping what was typed (not passwords)', async () => {
    const { res, page } = await post(
      form({ email: 'not-an-email', confirm_password: 'something-else', policy: '', username: 'x y' }),
    );
    expect(res.status).toBe(400);
    expect(page).toContain(m.fixErrors);
    expect(page).toContain(m.emailInvalid);
    expect(page).toContain(m.confirmMismatch);
    expect(page).toContain(m.policyRequired);
    expect(page).toContain(m.usernameInvalid);
    expect(page).toContain('value="not-an-email"');
    expect(page).not.toContain('lantern-harbour-9');
  });

  it('refuses a weak password with the strength message and the confirm variant', async () => {
    const { page } = await post(form({ password: 'password1', confirm_password: 'password1' }));
    expect(page).toContain(m.passwordInvalid);
    expect(page).toContain(m.confirmMatchButInvalid);
    const short = await post(form({ password: 'ab1', confirm_password: 'ab1' }));
    expect(short.page).toContain(m.passwordInvalid);
  });

  it('answers someone under 13 with 1027 and creates nothing', async () => {
    const { res, page } = await post(
      form({ year: String(year - 12), username: 'young_one', email: 'y@example.org' }),
    );
    expect(res.status).toBe(400);
    expect(page).toContain(m.code1027);
    expect(await t.db('users').where({ username: 'young_one' }).first()).toBeUndefined();
  });

  it('answers a used email with 1171 and a used username with its message', async () => {
    const email = await post(form({ email: 'READER_ROSA@example.com' }));
    expect(email.page).toContain(m.code1171);
    const username = await post(form({ username: 'Reader_Rosa' }));
    expect(username.page).toContain(m.usernameTaken);
  });

  it('creates the account with an argon2id hash, a new session and a safe redirect', async () => {
    const { res, visit: before } = await post(form(), '/signup?nextUrl=/story/1');
    expect(res.status).toBe(303);
    // Onboarding first, then on to where the visitor was (issue 24 #4).
    expect(res.headers.location).toBe('/start?nextUrl=%2Fstory%2F1');
    const cookie = sessionCookie(res);
    expect(cookie).toBeTruthy();
    expect(cookie).not.toBe(before.cookie); // a new session id, not the visitor's
    const row = await t.db('users').where({ username: 'nova_reader' }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('lantern-harbour-9');
    expect(row).toMatchObject({
      email: 'nova.reader@example.org',
      pronouns: 'F',
      birthdate: `${year - 30}-06-14`,
    });
    expect(Boolean(row.marketing_opt_in)).toBe(true);
    expect(Boolean(row.verified_email)).toBe(false);
    const home = await request(t.app)
      .get('/home')
      .set('Cookie', cookie as string)
      .expect(200);
    expect(viewerOf(home.text)).toBe('nova_reader');
  });

  it.each(['//evil.com', '/\\evil.com', 'https:evil.com', 'javascript:alert(1)', '/..//evil.com'])(
    'never redirects off the site (nextUrl=%s)',
    async (next) => {
      const n = Math.random().toString(36).slice(2, 8);
      const { res } = await post(
        form({ username: `redir_${n}`, email: `redir_${n}@example.org` }),
        `/signup?nextUrl=${encodeURIComponent(next)}`,
      );
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/start');
    },
  );

  it('takes the first of a repeated nextUrl (and still checks it)', async () => {
    const { res } = await post(
      form({ username: 'repeat_one', email: 'repeat_one@example.org' }),
      '/signup?nextUrl=//evil.com&nextUrl=/story/1',
    );
    expect(res.headers.location).toBe('/start');
  });

  it('answers scripts in JSON: redirectUrl, or the code and msg', async () => {
    const v = await t.visit('/signup');
    const bad = await request(t.app)
      .post('/signup')
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', v.cookie)
      .set('Accept', 'application/json')
      .set('x-csrf-token', v.csrfToken)
      .send({ ...form(), email: 'reader_rosa@example.com' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: m.code1171 });
    const ok = await request(t.app)
      .post('/signup?nextUrl=home')
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', v.cookie)
      .set('Accept', 'application/json')
      .set('x-csrf-token', v.csrfToken)
      .send({
        ...form(),
        username: 'json_user',
        email: 'json_user@example.org',
        birthday: { day: '1', month: '2', year: '1990' },
      });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ redirectUrl: '/start' });
  });
});

describe('password strength (GET policies, POST check)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('serves the policies', async () => {
    const res = await request(t.app).get('/v5/password-strength/policies').expect(200);
    expect(res.body).toEqual({
      minLength: 10,
      maxLength: 128,
      minScore: 3,
      normalization: 'NFKC',
      commonPasswordsRefused: true,
    });
  });

  it('checks a password (with the session token) and refuses without it', async () => {
    const v = await t.visit('/signup');
    const check = (password: string) =>
      request(t.app)
        .post('/v5/password-strength/check')
        .set('X-Forwarded-For', t.ip)
        .set('Cookie', v.cookie)
        .set('x-csrf-token', v.csrfToken)
        .send({ password, requester: { username: 'nova_reader' } });
    expect((await check('qwerty123')).body).toMatchObject({ result: 'INVALID', score: 0 });
    expect((await check('nova_reader1')).body.feedback.warning).toMatch(/username/);
    expect((await check('lantern-harbour-9')).body).toMatchObject({ result: 'VALID' });
    const bad = await request(t.app)
      .post('/v5/password-strength/check')
      .set('Cookie', v.cookie)
      .set('x-csrf-token', v.csrfToken)
      .send({});
    expect(bad.status).toBe(400);
    await request(t.app).post('/v5/password-strength/check').send({ password: 'x' }).expect(403);
  });
});

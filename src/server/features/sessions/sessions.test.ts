/**
 * Sessions (issue 25 #9): the sessions section's routes list the viewer's sessions (device, last
 * seen, this one marked) and end any of them; an email change ends the other sessions and mails
 * the old address; a session ends at its absolute lifetime however active it is.
 */
import type { Store } from 'express-session';
import { randomBytes } from 'node:crypto';
import { sign } from 'cookie-signature';
import request from 'supertest';
import { DEMO_PASSWORD, USERS } from '../../../../seeds/fixtures';
import { SESSION_COOKIE } from '../../../shared/common/constants';
import { asSession } from '../../test/apiAssertions';
import { cookiesOf, csrfField, sessionCookie } from '../../test/sessions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Listed {
  id: number;
  device: string;
  current: boolean;
  lastSeenAt: string;
}

// Each case signs in through the form (argon2) a few times: slow on a busy machine.
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ config: { sessionAbsoluteMs: 3600_000 } })));
afterAll(() => t.close());

const list = (s: TestSession, ua = CHROME) =>
  request(t.app).get('/v5/sessions').set('Cookie', s.cookie).set('User-Agent', ua);

/** A real log-in through the form from a browser `ua`; its first signed-in page records the session. */
async function signIn(username: string, ua: string): Promise<TestSession> {
  const v = await request(t.app).get('/login').set('User-Agent', ua).set('X-Forwarded-For', t.ip).expect(200);
  const res = await request(t.app)
    .post('/login')
    .set('Cookie', cookiesOf(v))
    .set('User-Agent', ua)
    .set('X-Forwarded-For', t.ip)
    .type('form')
    .send({ _csrf: csrfField(v.text), username, password: DEMO_PASSWORD })
    .expect(303);
  const cookie = sessionCookie(res) ?? '';
  const page = await request(t.app).get('/settings').set('Cookie', cookie).set('User-Agent', ua).expect(200);
  return { cookie, csrfToken: /"csrfToken":"([^"]+)"/.exec(page.text)?.[1] ?? '' };
}

describe('the sessions list', () => {
  it('lists each browser signed in, this one first and marked, and no one else’s', async () => {
    const phone = await signIn(USERS.celine.username, IPHONE);
    const laptop = await signIn(USERS.celine.username, FIREFOX);
    await signIn(USERS.dev.username, CHROME);
    const res = await list(laptop, FIREFOX).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const sessions = res.body.sessions as Listed[];
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Firefox on Windows', true],
      ['Safari on iOS', false],
    ]);
    expect(Date.now() - Date.parse(sessions[1].lastSeenAt)).toBeLessThan(60_000);
    expect((await list(phone, IPHONE).expect(200)).body.sessions[0]).toMatchObject({
      device: 'Safari on iOS',
      current: true,
    });
  });

  it('answers 401 to a visitor', async () => {
    const res = await request(t.app).get('/v5/sessions').expect(401);
    expect(res.body).toMatchObject({ error_code: 1018 });
  });
});

describe('ending a session', () => {
  it('with JavaScript: the other browser is signed out at once', async () => {
    const phone = await signIn(USERS.elio.username, IPHONE);
    const laptop = await signIn(USERS.elio.username, FIREFOX);
    const phoneId = ((await list(laptop).expect(200)).body.sessions as Listed[]).find((s) => !s.current)!.id;
    const res = await asSession(laptop, request(t.app).delete(`/v5/sessions/${phoneId}`)).expect(200);
    expect(res.body).toEqual({ result: 'OK', current: false });
    await list(phone, IPHONE).expect(401);
    expect((await list(laptop).expect(200)).body.sessions).toHaveLength(1);
    // Again: already ended.
    const again = await asSession(laptop, request(t.app).delete(`/v5/sessions/${phoneId}`)).expect(404);
    expect(again.body.message).toBe('That session has already ended.');
  });

  it('without JavaScript: the form ends it and comes back to the section; this one logs out', async () => {
    const phone = await signIn(USERS.mona.username, IPHONE);
    const laptop = await signIn(USERS.mona.username, FIREFOX);
    const mine = (await list(laptop).expect(200)).body.sessions as Listed[];
    const form = (id: number) =>
      request(t.app)
        .post('/settings/sessions/end')
        .set('Cookie', laptop.cookie)
        .type('form')
        .send({ id: String(id), _csrf: laptop.csrfToken });
    const other = await form(mine[1].id).expect(303);
    expect(other.headers.location).toBe('/settings?section=sessions&ended=1');
    await list(phone, IPHONE).expect(401);
    const own = await form(mine[0].id).expect(303);
    expect(own.headers.location).toBe('/login');
    await list(laptop).expect(401);
  });

  it("refuses without the CSRF token, and cannot end another user's session", async () => {
    const owner = await signIn(USERS.bram.username, FIREFOX);
    const ownerId = ((await list(owner).expect(200)).body.sessions as Listed[])[0].id;
    const other = await signIn(USERS.ava.username, CHROME);
    await request(t.app).delete(`/v5/sessions/${ownerId}`).set('Cookie', other.cookie).expect(403);
    await asSession(other, request(t.app).delete(`/v5/sessions/${ownerId}`)).expect(404);
    await list(owner).expect(200);
  });
});

describe('an email change', () => {
  it('ends the other sessions, keeps this one, and mails the old address', async () => {
    const phone = await signIn(USERS.sam.username, IPHONE);
    const laptop = await signIn(USERS.sam.username, FIREFOX);
    const old = `${USERS.sam.username}@example.com`;
    expect((await t.db('users').where({ id: USERS.sam.id }).first('email')).email).toBe(old);
    const next = 'sam.new@example.org';
    await asSession(laptop, request(t.app).post('/apiv2/updateuseremail'))
      .send({ id: USERS.sam.id, email: next, confirm_email: next, password: DEMO_PASSWORD })
      .expect(200);
    await list(phone, IPHONE).expect(401);
    const left = (await list(laptop).expect(200)).body.sessions as Listed[];
    expect(left.map((s) => s.current)).toEqual([true]);
    const mail = await t
      .db('outbox_messages')
      .where({ to: old })
      .orderBy('id', 'desc')
      .first('subject', 'text');
    expect(mail.subject).toBe('Your Storyloom email address was changed');
    expect(mail.text).toContain(next);
  });
});

describe('the sessions section of /settings', () => {
  it('renders the list without JavaScript: device, this session marked, an end form each', async () => {
    await signIn(USERS.rosa.username, IPHONE);
    const laptop = await signIn(USERS.rosa.username, FIREFOX);
    const page = await request(t.app)
      .get('/settings?section=sessions')
      .set('Cookie', laptop.cookie)
      .set('User-Agent', FIREFOX)
      .expect(200);
    expect(page.text).toContain('Where you are signed in');
    expect(page.text).toMatch(/Firefox on Windows(<!-- -->)?<span[^>]*>This session<\/span>/);
    expect(page.text).toContain('Safari on iOS');
    const forms = page.text.match(/<form action="\/settings\/sessions\/end" method="post"/g) ?? [];
    expect(forms).toHaveLength(2);
    expect(page.text).toContain(`name="_csrf" value="${laptop.csrfToken}"`);
  });

  it('after an email change through the settings form, only this session is left', async () => {
    const phone = await signIn(USERS.dev.username, IPHONE);
    const laptop = await signIn(USERS.dev.username, FIREFOX);
    const next = 'dev.moved@example.org';
    await request(t.app)
      .post('/settings')
      .set('Cookie', laptop.cookie)
      .type('form')
      .send({
        form: 'email',
        _csrf: laptop.csrfToken,
        email: next,
        confirm_email: next,
        password: DEMO_PASSWORD,
      })
      .expect(303);
    await list(phone, IPHONE).expect(401);
    expect(((await list(laptop).expect(200)).body.sessions as Listed[]).map((x) => x.current)).toEqual([
      true,
    ]);
    const mail = await t
      .db('outbox_messages')
      .where({ to: `${USERS.dev.username}@example.com` })
      .orderBy('id', 'desc')
      .first('subject');
    expect(mail.subject).toBe('Your Storyloom email address was changed');
  });
});

describe('the absolute lifetime', () => {
  /** A session signed in `ageMs` ago (and active since). */
  async function sessionSignedIn(userId: number, ageMs: number): Promise<string> {
    const store = t.app.locals.sessionStore as Store;
    const sid = randomBytes(16).toString('hex');
    const expires = new Date(Date.now() + 30 * 24 * 3600_000);
    const sess = {
      cookie: { originalMaxAge: 30 * 24 * 3600_000, expires, httpOnly: true, path: '/' },
      userId,
      csrfToken: 'x',
      signedInAt: Date.now() - ageMs,
    };
    await new Promise<void>((resolve, reject) => store.set(sid, sess, (e) => (e ? reject(e) : resolve())));
    return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sign(sid, t.config.sessionSecret)}`)}`;
  }

  it('ends a session signed in longer ago than the lifetime (an hour here), however recently used', async () => {
    const young = await sessionSignedIn(USERS.rosa.id, 50 * 60_000);
    const old = await sessionSignedIn(USERS.rosa.id, 61 * 60_000);
    await request(t.app).get('/v5/sessions').set('Cookie', young).expect(200);
    await request(t.app).get('/v5/sessions').set('Cookie', old).expect(401);
    // and it stays ended
    await request(t.app).get('/v5/sessions').set('Cookie', old).expect(401);
  });
});

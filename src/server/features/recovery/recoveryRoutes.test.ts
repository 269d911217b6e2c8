import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import type { SessionData, Store } from 'express-session';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import { fromNow } from '../../db/knex';
import { text } from '../../test/html';
import { createTestApp, type TestApp } from '../../test/testApp';
import { hashToken, issueToken, RESET_TOKEN_TTL_MS } from './tokens';

// The first new password of the file loads the strength check's dictionaries (about 1 s on a busy machine).
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A CSRF token and cookie for a visitor: the forgot page hands them out with its form. */
const visitor = (path = '/forgot') => t.visit(path);

const outboxCount = async () => Number((await t.db('outbox_messages').count({ n: '*' }))[0].n);
const lastMail = async () => t.db('outbox_messages').orderBy('id', 'desc').first();
const linkIn = (text: string, path: string) =>
  new RegExp(`https?://[^\\s]+${path}[^\\s]+`).exec(text)?.[0] ?? '';

async function forgot(username: string) {
  const v = await visitor();
  return request(t.app)
    .post('/forgot')
    .set('Cookie', v.cookie)
    .type('form')
    .send({ _csrf: v.csrfToken, username, nextUrl: 'settings' });
}

/** Asks for a reset link for `username` and returns the token from the mailed link. */
async function resetTokenFor(username: string): Promise<string> {
  const res = await forgot(username);
  expect(res.status).toBe(303);
  const mail = await lastMail();
  return new URL(linkIn(mail.text, '/reset')).searchParams.get('at') ?? '';
}

/** Adds `epoch` to a stored session, as log-in does. */
async function withEpoch(cookie: string, epoch: number): Promise<void> {
  const store = t.app.locals.sessionStore as Store;
  const sid = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
    .slice(2)
    .split('.')[0];
  const sess = await new Promise<SessionData>((resolve, reject) =>
    store.get(sid, (err, s) => (err || !s ? reject(err ?? new Error('no session')) : resolve(s))),
  );
  await new Promise<void>((resolve, reject) =>
    store.set(sid, { ...sess, epoch }, (err) => (err ? reject(err) : resolve())),
  );
}

async function postReset(token: string, password: string, extra: Record<string, string> = {}) {
  // Any form page gives the visitor's CSRF token (a dead link's /reset redirects to /forgot).
  const v = await visitor();
  return request(t.app)
    .post('/reset')
    .set('Cookie', v.cookie)
    .type('form')
    .send({ _csrf: v.csrfToken, at: token, password, ...extra });
}

describe('forgot password', () => {
  it('answers the same for an existing account, an email and an unknown name (no enumeration)', async () => {
    const before = await outboxCount();
    const known = await forgot(F.READER_USERNAME);
    const byEmail = await forgot(`${F.WRITER_USERNAME.toUpperCase()}@example.com`);
    const unknown = await forgot('nobody_here_42');
    for (const res of [known, byEmail, unknown]) {
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/forgot?nextUrl=settings&sent=1');
    }
    expect(await outboxCount()).toBe(before + 2);
    const page = await request(t.app).get('/forgot?nextUrl=settings&sent=1');
    expect(page.text).toContain(m.forgotSent);
  });

  it('refuses a form post without the CSRF token', async () => {
    const res = await request(t.app).post('/forgot').type('form').send({ username: F.READER_USERNAME });
    expect(res.status).toBe(403);
  });

  it('mails a link whose token is stored only as its SHA-256', async () => {
    const token = await resetTokenFor(F.READER_USERNAME);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db('password_reset_tokens').where({ user_id: F.READER_USER_ID });
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
    expect(rows.some((r) => JSON.stringify(r).includes(token))).toBe(false);
  });

  it('never puts a forged Host header into the mailed link', async () => {
    const v = await visitor();
    await request(t.app)
      .post('/forgot')
      .set('Cookie', v.cookie)
      .set('Host', 'evil.example')
      .type('form')
      .send({ _csrf: v.csrfToken, username: F.READER_USERNAME })
      .expect(303);
    const mail = await lastMail();
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/reset\?at=/);
  });
});

describe('reset password', () => {
  it('refuses short and weak passwords with the spec texts and keeps the link usable', async () => {
    const token = await resetTokenFor(F.USERS.bram.username);
    const short = await postReset(token, 'short1');
    expect(short.status).toBe(303);
    expect(short.headers.location).toContain('error=error_invalid_password_length');
    const page = await request(t.app).get(short.headers.location);
    expect(page.text).toContain(m.invalidPasswordLength);
    const weak = await postReset(token, 'password1234');
    expect(weak.headers.location).toContain('error=error_weak_password');
    const api = await request(t.app)
      .post('/apiv2/updateuserpassword')
      .set('Cookie', (await visitor()).cookie)
      .set('x-csrf-token', 'wrong')
      .type('form')
      .send({ at: token, password: 'aaaaaaaaaaaa' });
    expect(api.status).toBe(403); // CSRF applies to the API form too
    const ok = await postReset(token, 'a lantern by the sea');
    expect(ok.headers.location).toMatch(/^\/login\?nexturl=home&notice=/);
  });

  it('answers the API form with 467 error_weak_password and error_invalid_password_length', async () => {
    const token = await resetTokenFor(F.USERS.celine.username);
    const v = await visitor();
    const post = (password: string) =>
      request(t.app)
        .post('/apiv2/updateuserpassword')
        .set('Cookie', v.cookie)
        .set('x-csrf-token', v.csrfToken)
        .type('form')
        .send({ at: token, password, isFromPushNotification: 'false' });
    const weak = await post('1234567890');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 467, error_code: 'error_weak_password' });
    const short = await post('abc');
    expect(short.body).toMatchObject({ code: 467, message: m.invalidPasswordLength });
    const ok = await post('quiet harbour lights');
    expect(ok.status).toBe(200);
    const again = await post('another good phrase');
    expect(again.body).toMatchObject({ error_code: 'error_invalid_token' });
  });

  it('sets an argon2id hash, is single-use and ends the other sessions', async () => {
    const userId = F.USERS.dev.id;
    const session = await t.login(userId);
    // A session that stored the epoch at log-in (what log-in does) ends with the reset.
    await withEpoch(session.cookie, 0);
    const token = await resetTokenFor(F.USERS.dev.username);
    const before = await request(t.app).get('/api/v3/internal/current_user').set('Cookie', session.cookie);
    expect(before.status).toBe(200);
    const ok = await postReset(token, 'morning tide returns');
    expect(ok.status).toBe(303);
    const row = await t.db('users').where({ id: userId }).first('password_hash', 'session_epoch');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(row.password_hash, 'morning tide returns')).toBe(true);
    expect(Number(row.session_epoch)).toBe(1);
    const after = await request(t.app).get('/api/v3/internal/current_user').set('Cookie', session.cookie);
    expect(after.status).toBe(401);

    const reused = await postReset(token, 'morning tide returns again');
    expect(reused.headers.location).toBe(
      `/forgot?nextUrl=settings&msg=${encodeURIComponent(m.invalidResetLink).replace(/%20/g, '+')}`,
    );
  });

  it('says a used or expired link is dead when it is opened, before any password is typed', async () => {
    const dead = `/forgot?nextUrl=settings&msg=${encodeURIComponent(m.invalidResetLink).replace(/%20/g, '+')}`;
    // Links issued directly: the forgot form's per-address limit belongs to the other tests.
    const token = await issueToken(t.db, 'password_reset_tokens', F.USERS.mona.id, RESET_TOKEN_TTL_MS);
    const open = await request(t.app).get(`/reset?at=${token}`);
    expect(open.status).toBe(200);
    expect(open.text).toContain('name="password"');
    expect((await postReset(token, 'a quiet lantern glows')).headers.location).toMatch(/^\/login\?/);

    const used = await request(t.app).get(`/reset?at=${token}`);
    expect([used.status, used.headers.location]).toEqual([303, dead]);
    const page = await request(t.app).get(used.headers.location);
    expect(text(page.text)).toContain(m.invalidResetLink);
    expect(page.text).not.toContain('name="password"');

    const expiring = await issueToken(t.db, 'password_reset_tokens', F.USERS.mona.id, RESET_TOKEN_TTL_MS);
    await t
      .db('password_reset_tokens')
      .where({ token_hash: hashToken(expiring) })
      .update({ expires_at: fromNow(-1000) });
    expect((await request(t.app).get(`/reset?at=${expiring}`)).headers.location).toBe(dead);
    expect((await request(t.app).get('/reset')).headers.location).toBe(dead);
  });

  it('refuses an expired link and shows the push-notification success message', async () => {
    const token = await resetTokenFor(F.USERS.elio.username);
    await t
      .db('password_reset_tokens')
      .where({ token_hash: hashToken(token) })
      .update({ expires_at: fromNow(-1000) });
    const expired = await postReset(token, 'evening bells ringing');
    expect(expired.headers.location).toMatch(/^\/forgot\?nextUrl=settings&msg=/);

    const fresh = await resetTokenFor(F.USERS.elio.username);
    const push = await postReset(fresh, 'evening bells ringing', { isFromPushNotification: 'true' });
    expect(push.headers.location).toBe('/reset?done=push');
    const page = await request(t.app).get('/reset?done=push');
    expect(page.text).toContain(m.resetDonePush);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { accountsMessages as am } from '../../../shared/accounts/messages';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { verifyPassword } from '../accounts/passwords';
import { createTestApp, type TestApp } from '../../test/testApp';
import { viewerOf } from '../../test/html';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const U = F.USERS;
const json = (r: request.Test, s: { cookie: string; csrfToken: string }) =>
  r.set('Cookie', s.cookie).set('x-csrf-token', s.csrfToken).set('Accept', 'application/json');

describe('GET /api/v3/users/validate?email=', () => {
  it('answers OK for a free address and the spec message for a bad, empty or taken one', async () => {
    const ok = await request(t.app).get('/api/v3/users/validate?email=new.person%2Bx@example.org');
    expect(ok.status).toBe(200);
    const bad = await request(t.app).get('/api/v3/users/validate?email=not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(m.emailInvalid);
    const empty = await request(t.app).get('/api/v3/users/validate?email=');
    expect([empty.status, empty.body.message, empty.body.code]).toEqual([400, m.emailRequired, 1006]);
    const s = await t.login(U.rosa.id);
    const taken = await request(t.app)
      .get(`/api/v3/users/validate?email=${U.ava.username}@example.com`)
      .set('Cookie', s.cookie);
    expect([taken.status, taken.body.message]).toEqual([400, am.code1171]);
    const own = await request(t.app)
      .get(`/api/v3/users/validate?email=${U.rosa.username.toUpperCase()}@example.com`)
      .set('Cookie', s.cookie);
    expect([own.status, own.body.message]).toEqual([400, m.emailUnchanged]);
  });
});

describe('POST /apiv2/updateuseremail', () => {
  const body = (id: number, email: string, extra: Record<string, string> = {}) => ({
    id,
    email,
    confirm_email: email,
    password: F.DEMO_PASSWORD,
    ...extra,
  });

  it('refuses a visitor (401 1018), a missing CSRF token (403) and another user’s id (403 1154)', async () => {
    const anon = await request(t.app).post('/apiv2/updateuseremail').send(body(U.bram.id, 'x@example.org'));
    expect(anon.status).toBe(403); // no session, so no CSRF token either
    const s = await t.login(U.bram.id);
    const noCsrf = await request(t.app)
      .post('/apiv2/updateuseremail')
      .set('Cookie', s.cookie)
      .send(body(U.bram.id, 'x@example.org'));
    expect(noCsrf.status).toBe(403);
    const other = await json(request(t.app).post('/apiv2/updateuseremail'), s).send(
      body(U.ava.id, 'x@example.org'),
    );
    expect([other.status, other.body.code]).toEqual([403, 1154]);
    const row = await t.db('users').where({ id: U.ava.id }).first('email');
    expect(row.email).toBe(`${U.ava.username}@example.com`);
  });

  it('answers 401 code 1018 to a session whose user is gone', async () => {
    const s = await t.login(999_999);
    const res = await json(request(t.app).post('/apiv2/updateuseremail'), s).send(
      body(999_999, 'x@example.org'),
    );
    expect([res.status, res.body.code]).toEqual([401, 1018]);
  });

  it('gives the spec messages for a mismatch, an empty email and a wrong password', async () => {
    const s = await t.login(U.bram.id);
    const post = (b: object) => json(request(t.app).post('/apiv2/updateuseremail'), s).send(b);
    const mismatch = await post(body(U.bram.id, 'a@example.org', { confirm_email: 'b@example.org' }));
    expect([mismatch.status, mismatch.body.message]).toEqual([400, m.emailMismatch]);
    const empty = await post(body(U.bram.id, ''));
    expect([empty.status, empty.body.message]).toEqual([400, m.emailRequired]);
    const wrong = await post(body(U.bram.id, 'bram.new@example.org', { password: 'not-my-password' }));
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([400, 467, m.wrongPassword]);
    const taken = await post(body(U.bram.id, `${U.ava.username}@example.com`));
    expect([taken.status, taken.body.message]).toEqual([400, am.code1171]);
  });

  it('changes the email, which becomes unverified, and mails a verification link to it', async () => {
    const s = await t.login(U.celine.id);
    const res = await json(request(t.app).post('/apiv2/updateuseremail'), s).send(
      body(U.celine.id, 'Celine.New@example.org'),
    );
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('Celine.New@example.org');
    const row = await t.db('users').where({ id: U.celine.id }).first('email', 'verified_email');
    expect(row.email).toBe('Celine.New@example.org');
    expect(Boolean(row.verified_email)).toBe(false);
    const mail = await t.db('outbox_messages').orderBy('id', 'desc').first();
    expect(mail.to).toBe('Celine.New@example.org');
    expect(mail.text).toMatch(/\/verify-email\?token=/);
  });
});

describe('POST /apiv2/updateusername', () => {
  it('applies the sign-up rules, refuses a taken name and a wrong password, then renames', async () => {
    const s = await t.login(U.dev.id);
    const post = (username: string, password = F.DEMO_PASSWORD) =>
      json(request(t.app).post('/apiv2/updateusername'), s).send({ id: U.dev.id, username, password });
    const bad = await post('no spaces!');
    expect([bad.status, bad.body.message]).toEqual([400, am.usernameInvalid]);
    const taken = await post(U.ava.username.toUpperCase());
    expect([taken.status, taken.body.message]).toEqual([400, am.usernameTaken]);
    const wrong = await post('dev_renamed', 'wrong-password');
    expect([wrong.status, wrong.body.code]).toEqual([400, 467]);
    const ok = await post('dev_renamed');
    expect(ok.status).toBe(200);
    const profile = await request(t.app).get('/api/v3/users/dev_renamed');
    expect(profile.status).toBe(200);
  });
});

describe('POST /apiv2/updateuserpassword (change)', () => {
  it('shows 467 for a wrong current password and refuses a weak new one', async () => {
    const s = await t.login(U.elio.id);
    const post = (old_password: string, new_password: string) =>
      json(request(t.app).post('/apiv2/updateuserpassword'), s).send({
        id: U.elio.id,
        old_password,
        new_password,
      });
    const wrong = await post('not-the-password', 'a-much-better-passphrase');
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([400, 467, m.wrongPassword]);
    const short = await post(F.DEMO_PASSWORD, 'short');
    expect([short.status, short.body.message]).toEqual([400, m.passwordLength]);
    const other = await json(request(t.app).post('/apiv2/updateuserpassword'), s).send({
      id: U.ava.id,
      old_password: F.DEMO_PASSWORD,
      new_password: 'a-much-better-passphrase',
    });
    expect(other.status).toBe(403);
  });

  it('ends the user’s other sessions: the other session’s next request is anonymous', async () => {
    const first = await t.loginAs(U.mona.username, F.DEMO_PASSWORD);
    const second = await t.loginAs(U.mona.username, F.DEMO_PASSWORD);
    const res = await request(t.app)
      .post('/apiv2/updateuserpassword')
      .set('Cookie', first.cookie)
      .set('x-csrf-token', first.csrfToken)
      .send({ id: U.mona.id, old_password: F.DEMO_PASSWORD, new_password: 'lantern-orchard-41' });
    expect(res.status).toBe(200);
    const other = await request(t.app).get('/home').set('Cookie', second.cookie);
    expect(viewerOf(other.text)).toBeNull();
    const settings = await request(t.app).get('/settings').set('Cookie', second.cookie);
    expect(settings.status).toBe(303);
    const row = await t.db('users').where({ id: U.mona.id }).first('password_hash');
    expect(await verifyPassword(row.password_hash, 'lantern-orchard-41')).toBe(true);
  });
});

describe('create password (an account without one)', () => {
  it('needs no current password and sets the first one', async () => {
    await t.db('users').where({ id: U.admin.id }).update({ password_hash: null });
    const s = await t.login(U.admin.id);
    const res = await json(request(t.app).post('/apiv2/updateuserpassword'), s).send({
      id: U.admin.id,
      new_password: 'first-lantern-password',
    });
    expect(res.status).toBe(200);
    const row = await t.db('users').where({ id: U.admin.id }).first('password_hash');
    expect(await verifyPassword(row.password_hash, 'first-lantern-password')).toBe(true);
  });
});

describe('notification settings', () => {
  it('are stored per user, readable by the user only, and in the user’s own profile', async () => {
    const s = await t.login(U.rosa.id);
    const put = await json(
      request(t.app).put(`/api/v3/users/${U.rosa.username}/notification-settings`),
      s,
    ).send({
      alerts: false,
      alertssub: true,
      subscribe: false,
    });
    expect(put.status).toBe(200);
    const get = await request(t.app)
      .get(`/api/v3/users/${U.rosa.username}/notification-settings`)
      .set('Cookie', s.cookie);
    expect(get.body).toEqual({ alerts: false, alertssub: true, subscribe: false });
    const notMine = await json(
      request(t.app).put(`/api/v3/users/${U.ava.username}/notification-settings`),
      s,
    ).send({
      alerts: true,
    });
    expect([notMine.status, notMine.body.code]).toEqual([403, 1154]);
    const anon = await request(t.app).get(`/api/v3/users/${U.rosa.username}/notification-settings`);
    expect([anon.status, anon.body.code]).toEqual([401, 1018]);
  });
});

describe('GET /api/v3/users/{username} for the user themself', () => {
  it('carries notificationSettings among the private fields, and not for anyone else', async () => {
    const s = await t.login(U.sam.id);
    const own = await request(t.app).get(`/api/v3/users/${U.sam.username}`).set('Cookie', s.cookie);
    expect(own.body.notificationSettings).toEqual({ alerts: true, alertssub: true, subscribe: true });
    const other = await request(t.app).get(`/api/v3/users/${U.sam.username}`);
    expect(other.body).not.toHaveProperty('notificationSettings');
  });
});

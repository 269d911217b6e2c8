/**
 * The one password policy (issue 24 #8) on every form that sets a password — sign-up, change
 * password (settings) and reset (recovery) — through the real app: a long passphrase is accepted
 * everywhere, a short or common one is refused with each form's message, and a hash stored before
 * NFKC normalisation still logs in (and is upgraded).
 */
import argon2 from 'argon2';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import { recoveryMessages as rm } from '../../../shared/recovery/messages';
import { settingsMessages as sm } from '../../../shared/settings/messages';
import { text } from '../../test/html';
import { createTestApp, type TestApp } from '../../test/testApp';

const PASSPHRASE = 'correct horse battery staple';
const LONG_PASSPHRASE = 'a lighthouse keeper counts ships at dusk while gulls argue loud!'; // 64
const NINE = 'x7G!q#9zL';
const COMMON = 'password1234';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());
jest.setTimeout(60_000);

test('the fixtures are what they say', () => {
  expect([PASSPHRASE.length, LONG_PASSPHRASE.length, NINE.length]).toEqual([28, 64, 9]);
});

describe('sign-up (POST /signup)', () => {
  const year = new Date().getUTCFullYear();
  async function signUp(username: string, password: string) {
    const v = await t.visit('/signup');
    const res = await request(t.app)
      .post('/signup')
      .set('X-Forwarded-For', t.ip)
      .set('Cookie', v.cookie)
      .type('form')
      .send({
        _csrf: v.csrfToken,
        email: `${username}@example.org`,
        username,
        day: '3',
        month: '4',
        year: String(year - 25),
        pronouns: 'O',
        password,
        confirm_password: password,
        policy: 'on',
      });
    return { status: res.status, page: text(res.text) };
  }

  it.each([
    ['phrase_one', PASSPHRASE],
    ['phrase_two', LONG_PASSPHRASE],
  ])('accepts a passphrase (%s) and the account logs in with it', async (username, password) => {
    expect((await signUp(username, password)).status).toBe(303);
    await expect(t.loginAs(username, password)).resolves.toMatchObject({ cookie: expect.any(String) });
  });

  it.each([NINE, COMMON])('refuses %s with the spec message', async (password) => {
    const { status, page } = await signUp('refused_one', password);
    expect(status).toBe(400);
    expect(page).toContain(m.passwordInvalid);
    expect(page).toContain(m.confirmMatchButInvalid);
    expect(await t.db('users').where({ username: 'refused_one' }).first()).toBeUndefined();
  });
});

describe('change password (POST /apiv2/updateuserpassword with old_password)', () => {
  const change = async (userId: number, old_password: string, new_password: string) => {
    const s = await t.login(userId);
    return request(t.app)
      .post('/apiv2/updateuserpassword')
      .set('Cookie', s.cookie)
      .set('x-csrf-token', s.csrfToken)
      .send({ id: userId, old_password, new_password });
  };

  it('accepts a passphrase and a 64-character one; the new password logs in', async () => {
    const { id, username } = F.USERS.dev;
    expect((await change(id, F.DEMO_PASSWORD, PASSPHRASE)).status).toBe(200);
    await t.loginAs(username, PASSPHRASE);
    expect((await change(id, PASSPHRASE, LONG_PASSPHRASE)).status).toBe(200);
    await t.loginAs(username, LONG_PASSPHRASE);
  });

  it('refuses 9 characters and a common password with the length and strength messages', async () => {
    const { id, username } = F.USERS.elio;
    const short = await change(id, F.DEMO_PASSWORD, NINE);
    expect([short.status, short.body.message]).toEqual([400, sm.passwordLength]);
    expect(sm.passwordLength).toBe('Choose a password with 10 to 128 characters.');
    const common = await change(id, F.DEMO_PASSWORD, COMMON);
    expect([common.status, common.body.message]).toEqual([400, sm.passwordWeak]);
    await t.loginAs(username, F.DEMO_PASSWORD); // unchanged
  });
});

describe('reset password (POST /apiv2/updateuserpassword with at)', () => {
  async function resetToken(username: string): Promise<string> {
    const v = await t.visit('/forgot');
    await request(t.app)
      .post('/forgot')
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken, username })
      .expect(303);
    const mail = await t.db('outbox_messages').orderBy('id', 'desc').first();
    const link = /https?:\/\/\S+\/reset\?\S+/.exec(mail.text)?.[0] ?? '';
    return new URL(link).searchParams.get('at') ?? '';
  }
  const reset = async (at: string, password: string) => {
    const v = await t.visit('/forgot');
    return request(t.app)
      .post('/apiv2/updateuserpassword')
      .set('Cookie', v.cookie)
      .set('x-csrf-token', v.csrfToken)
      .type('form')
      .send({ at, password, isFromPushNotification: 'false' });
  };

  it('refuses 9 characters and a common password with the spec codes, then takes a passphrase', async () => {
    const { username } = F.USERS.bram;
    const at = await resetToken(username);
    const short = await reset(at, NINE);
    expect([short.status, short.body]).toEqual([
      400,
      expect.objectContaining({
        code: 467,
        error_code: 'error_invalid_password_length',
        message: 'Choose a password with 10 to 128 characters.',
      }),
    ]);
    expect(short.body.message).toBe(rm.invalidPasswordLength);
    const common = await reset(at, COMMON);
    expect(common.body).toMatchObject({
      code: 467,
      error_code: 'error_weak_password',
      message: rm.weakPassword,
    });
    expect((await reset(at, PASSPHRASE)).status).toBe(200);
    await t.loginAs(username, PASSPHRASE);
  });

  it('accepts a 64-character passphrase', async () => {
    const { username } = F.USERS.celine;
    expect((await reset(await resetToken(username), LONG_PASSPHRASE)).status).toBe(200);
    await t.loginAs(username, LONG_PASSPHRASE);
  });
});

describe('hashes made before NFKC normalisation', () => {
  // "ﬁ" (U+FB01) and full-width digits change under NFKC: the raw form was hashed as typed.
  const RAW = 'ﬁne harbour lanterns ４２';
  const NORMALIZED = 'fine harbour lanterns 42';

  it('still log in with the password as typed, and are upgraded to the normalised hash', async () => {
    expect(RAW.normalize('NFKC')).toBe(NORMALIZED);
    const { id, username } = F.USERS.mona;
    const legacy = await argon2.hash(RAW, { type: argon2.argon2id });
    await t.db('users').where({ id }).update({ password_hash: legacy });
    await t.loginAs(username, RAW);
    const row = await t.db('users').where({ id }).first('password_hash');
    expect(row.password_hash).not.toBe(legacy);
    expect(await argon2.verify(row.password_hash, NORMALIZED)).toBe(true);
    // Now the same password typed without the ligature or full-width digits logs in too.
    await t.loginAs(username, NORMALIZED);
    await expect(t.loginAs(username, 'fine harbour lanterns 43')).rejects.toThrow(/failed/);
  });

  it('new passwords are hashed in their NFKC form', async () => {
    const { id, username } = F.USERS.sam;
    const s = await t.login(id);
    const res = await request(t.app)
      .post('/apiv2/updateuserpassword')
      .set('Cookie', s.cookie)
      .set('x-csrf-token', s.csrfToken)
      .send({ id, old_password: F.DEMO_PASSWORD, new_password: RAW });
    expect(res.status).toBe(200);
    const row = await t.db('users').where({ id }).first('password_hash');
    expect(await argon2.verify(row.password_hash, NORMALIZED)).toBe(true);
    await t.loginAs(username, NORMALIZED);
  });
});

describe('GET /v5/password-strength/policies', () => {
  it('reports the one policy', async () => {
    const res = await request(t.app).get('/v5/password-strength/policies').expect(200);
    expect(res.body).toEqual({
      minLength: 10,
      maxLength: 128,
      minScore: 3,
      normalization: 'NFKC',
      commonPasswordsRefused: true,
    });
  });
});

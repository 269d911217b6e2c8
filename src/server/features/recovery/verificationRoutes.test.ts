import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SAM = F.USERS.sam;
const lastMail = async () => t.db('outbox_messages').orderBy('id', 'desc').first();
const verified = async (id: number) =>
  Number((await t.db('users').where({ id }).first('verified_email')).verified_email);

describe('POST /api/v3/users/validate (resend the activation email)', () => {
  it('needs a signed-in user (401 1018) and the CSRF token (403)', async () => {
    const anon = await request(t.app)
      .post('/api/v3/users/validate')
      .type('form')
      .send({ activation_email: 'true' });
    expect(anon.status).toBe(403); // no session, so no CSRF token either
    const { cookie, csrfToken: csrf } = await t.visit('/forgot'); // a visitor's session with a CSRF token
    const visitor = await request(t.app)
      .post('/api/v3/users/validate')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .type('form')
      .send({ activation_email: 'true' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(1018);
    const s = await t.login(SAM.id);
    const noCsrf = await request(t.app)
      .post('/api/v3/users/validate')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ activation_email: 'true' });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.code).toBe(1154);
  });

  it('mails a verification link that verifies the email once', async () => {
    const s = await t.login(SAM.id);
    const res = await request(t.app)
      .post('/api/v3/users/validate')
      .set('Cookie', s.cookie)
      .set('x-csrf-token', s.csrfToken)
      .type('form')
      .send({ activation_email: 'true' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: `${SAM.username}@example.com`,
      message: m.resendSentBody(`${SAM.username}@example.com`),
    });
    const mail = await lastMail();
    expect(mail.to).toBe(`${SAM.username}@example.com`);
    const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text)?.[0] ?? '';
    const path = link.replace(/^https?:\/\/[^/]+/, '');

    const status = async () =>
      (
        await request(t.app)
          .get('/api/v3/internal/current_user?fields=email_reverification_status,verified_email')
          .set('Cookie', s.cookie)
      ).body;
    expect(await status()).toEqual({
      verified_email: false,
      email_reverification_status: { is_email_reverified: false, max_skips: 3, days_between_reminders: 3 },
    });

    const open = await request(t.app).get(path);
    expect(open.status).toBe(303);
    expect(open.headers.location).toBe('/email-verified');
    expect(await verified(SAM.id)).toBe(1);
    expect((await status()).verified_email).toBe(true);
    const page = await request(t.app).get('/email-verified');
    expect(page.text).toContain(m.emailVerifiedBody);
    expect(page.text).toContain('href="/home"');

    const again = await request(t.app).get(path);
    expect(again.headers.location).toBe('/email-verified?error=invalid');
    const failed = await request(t.app).get('/email-verified?error=invalid');
    expect(failed.text).toContain(m.verificationLinkInvalid);
    // "ask for a new one from your account settings" leads there (Resend email).
    expect(failed.text).toContain('href="/settings?section=account"');
  });

  it('refuses when the email is already verified and after 3 sends in 10 minutes', async () => {
    const s = await t.login(F.READER_USER_ID);
    const send = () =>
      request(t.app)
        .post('/api/v3/users/validate')
        .set('Cookie', s.cookie)
        .set('x-csrf-token', s.csrfToken)
        .type('form')
        .send({ activation_email: 'true' });
    const first = await send();
    expect(first.status).toBe(400);
    expect(first.body.message).toBe(m.alreadyVerified);
    await send();
    await send();
    expect((await send()).status).toBe(429);
  });
});

describe('GET /api/v3/internal/current_user', () => {
  it('is for signed-in users only (401, code 1018)', async () => {
    const res = await request(t.app).get('/api/v3/internal/current_user?fields=verified_email');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 1018, error_code: 1018 });
  });
});

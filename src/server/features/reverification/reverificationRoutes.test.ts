import request from 'supertest';
import { READER_USER_ID, READER_USERNAME, WRITER_USERNAME } from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testAddress } from '../../test/sessions';

jest.setTimeout(30_000);
let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const reverified = async (id: number) =>
  Number((await t.db('users').where({ id }).first('is_email_reverified')).is_email_reverified);

describe('PUT /api/v3/users/{username} is_email_reverified', () => {
  it('401 for a visitor, 403 for someone else, 400 for a bad body', async () => {
    const anon = await request(t.app)
      .put(`/api/v3/users/${READER_USERNAME}`)
      .send({ is_email_reverified: true });
    expect([401, 403]).toContain(anon.status); // no session: the CSRF check answers first
    const s = await t.login(READER_USER_ID);
    const put = (name: string, body: unknown) =>
      request(t.app)
        .put(`/api/v3/users/${name}`)
        .set('Cookie', s.cookie)
        .set('x-csrf-token', s.csrfToken)
        .send(body as object);
    const other = await put(WRITER_USERNAME, { is_email_reverified: true });
    expect(other.status).toBe(403);
    expect(other.body.error_code).toBe(1154);
    const bad = await put(READER_USERNAME, { is_email_reverified: 'maybe' });
    expect(bad.status).toBe(400);
    expect(await reverified(READER_USER_ID)).toBe(0);
  });

  it('marks the own account re-verified, as the current_user status shows', async () => {
    const s = await t.login(READER_USER_ID);
    const before = await request(t.app)
      .get('/api/v3/internal/current_user?fields=email_reverification_status,verified_email')
      .set('Cookie', s.cookie);
    expect(before.body.email_reverification_status).toEqual({
      is_email_reverified: false,
      max_skips: 3,
      days_between_reminders: 3,
    });
    const res = await request(t.app)
      .put(`/api/v3/users/${READER_USERNAME}`)
      .set('Cookie', s.cookie)
      .set('x-csrf-token', s.csrfToken)
      .send({ is_email_reverified: true });
    expect(res.status).toBe(200);
    const after = await request(t.app)
      .get('/api/v3/internal/current_user?fields=email_reverification_status')
      .set('Cookie', s.cookie);
    expect(after.body).toEqual({
      email_reverification_status: { is_email_reverified: true, max_skips: 3, days_between_reminders: 3 },
    });
  });

  it('anonymous current_user is 401 with code 1018', async () => {
    const res = await request(t.app).get('/api/v3/internal/current_user?fields=verified_email');
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe(1018);
  });
});

describe('sign-up mails the verification link', () => {
  it('puts the verification mail in the outbox after POST /signup', async () => {
    const ip = testAddress();
    const v = await t.visit('/signup', ip);
    const res = await request(t.app)
      .post('/signup')
      .set('X-Forwarded-For', ip)
      .set('Cookie', v.cookie)
      .type('form')
      .send({
        _csrf: v.csrfToken,
        email: 'mail.check@example.org',
        username: 'mail_check',
        day: '2',
        month: '3',
        year: String(new Date().getUTCFullYear() - 25),
        password: 'lantern-harbour-9',
        confirm_password: 'lantern-harbour-9',
        policy: 'on',
      });
    expect(res.status).toBe(303);
    const mail = await t.db('outbox_messages').where({ to: 'mail.check@example.org' }).first();
    expect(mail.text).toMatch(/\/verify-email\?token=[\w-]{43}/);
  });
});

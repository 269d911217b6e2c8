import request from 'supertest';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import { createTestApp, type TestApp } from '../../test/testApp';
import { text } from '../../test/html';
import { testAddress } from '../../test/sessions';

jest.setTimeout(30_000);
let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('under-13 lockout on POST /signup', () => {
  it('refuses an immediate retry with another birthday from the same browser for 24 hours', async () => {
    const ip = testAddress();
    const v = await t.visit('/signup', ip);
    const year = new Date().getUTCFullYear();
    const form = (y: number) => ({
      _csrf: v.csrfToken,
      email: 'young.one@example.org',
      username: 'young_one',
      day: '5',
      month: '5',
      year: String(y),
      password: 'lantern-harbour-9',
      confirm_password: 'lantern-harbour-9',
      policy: 'on',
    });
    const post = (cookie: string, y: number) =>
      request(t.app)
        .post('/signup')
        .set('X-Forwarded-For', ip)
        .set('Cookie', cookie)
        .type('form')
        .send(form(y));

    const first = await post(v.cookie, year - 9);
    expect(first.status).toBe(400);
    expect(text(first.text)).toContain(m.code1027);
    const lock = ((first.headers['set-cookie'] as unknown as string[]) ?? []).find((c) =>
      c.startsWith('signup_lock=1'),
    );
    expect(lock).toMatch(/Max-Age=86400/);

    const retry = await post(`${v.cookie}; signup_lock=1`, year - 30);
    expect(retry.status).toBe(400);
    expect(text(retry.text)).toContain(m.code1027);
    expect(await t.db('users').where({ username: 'young_one' }).first()).toBeUndefined();

    // Another browser (no lock cookie) with an adult birthday signs up.
    const other = await post(v.cookie, year - 30);
    expect(other.status).toBe(303);
  });
});

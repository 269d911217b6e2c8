import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { privacyMessages as m } from '../../../shared/privacy/messages';
import { CCPA_COOKIE_DAYS } from '../../../shared/privacy/validation';
import { createTestApp, type TestApp } from '../../test/testApp';
import { text } from '../../test/html';

let t: TestApp;
// Room for migrations on MariaDB and argon2 under a loaded suite.
jest.setTimeout(30_000);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const ccpa = (username: string) => `/v5/users/${username}/privacy-settings/ccpa/`;
const setCookies = (res: request.Response): string[] =>
  (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];

describe('GET/PUT /v5/users/{username}/privacy-settings/ccpa/', () => {
  it('refuses visitors (401, 1018) and other users (403, 1154)', async () => {
    const anon = await request(t.app).get(ccpa(F.READER_USERNAME));
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error_code: 1018 });
    const s = await t.login(F.WRITER_USER_ID);
    const other = await request(t.app).get(ccpa(F.READER_USERNAME)).set('Cookie', s.cookie);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error_code: 1154 });
    const put = await request(t.app)
      .put(ccpa(F.READER_USERNAME))
      .set('Cookie', s.cookie)
      .set('x-csrf-token', s.csrfToken)
      .send({ optout: true });
    expect(put.status).toBe(403);
  });

  it('stores the user’s choice, clears usprivacy, needs CSRF and a boolean', async () => {
    const s = await t.login(F.READER_USER_ID);
    const before = await request(t.app).get(ccpa(F.READER_USERNAME)).set('Cookie', s.cookie);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ optout: false });

    const noCsrf = await request(t.app)
      .put(ccpa(F.READER_USERNAME))
      .set('Cookie', s.cookie)
      .send({ optout: true });
    expect(noCsrf.status).toBe(403);
    const bad = await request(t.app)
      .put(ccpa(F.READER_USERNAME))
      .set('Cookie', s.cookie)
      .set('x-csrf-token', s.csrfToken)
      .send({ optout: 'maybe' });
    expect(bad.status).toBe(400);

    const put = await request(t.app)
      .put(ccpa(F.READER_USERNAME.toUpperCase()))
      .set('Cookie', s.cookie)
      .set('x-csrf-token', s.csrfToken)
      .send({ optout: true });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ optout: true });
    expect(setCookies(put).some((c) => /^usprivacy=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    const after = await request(t.app).get(ccpa(F.READER_USERNAME)).set('Cookie', s.cookie);
    expect(after.body).toEqual({ optout: true });
    // The page shows it.
    const page = await request(t.app).get('/privacy/do-not-sell').set('Cookie', s.cookie);
    expect(text(page.text)).toContain(m.optedOut);
  });
});

describe('the opt-out page for visitors', () => {
  it('shows the form with log-in and sign-up links; opting out sets ccpa-oo for 3650 days', async () => {
    const v = await t.visit('/privacy/do-not-sell');
    expect(text(v.html)).toContain(m.title);
    expect(text(v.html)).toContain(m.residentLabel);
    expect(v.html).toContain('href="/login?nextUrl=%2Fprivacy%2Fdo-not-sell"');
    expect(v.html).toContain('href="/signup?nextUrl=%2Fprivacy%2Fdo-not-sell"');

    const unticked = await request(t.app)
      .post('/privacy/do-not-sell')
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken });
    expect(unticked.status).toBe(303);
    expect(decodeURIComponent(unticked.headers.location.replace(/\+/g, ' '))).toContain(m.residentRequired);
    expect(setCookies(unticked).some((c) => c.startsWith('ccpa-oo='))).toBe(false);

    const res = await request(t.app)
      .post('/privacy/do-not-sell')
      .set('Cookie', `${v.cookie}; usprivacy=1YNN`)
      .type('form')
      .send({ _csrf: v.csrfToken, resident: 'on' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/privacy/do-not-sell?done=1');
    const cookie = setCookies(res).find((c) => c.startsWith('ccpa-oo='));
    expect(cookie).toContain(`Max-Age=${CCPA_COOKIE_DAYS * 24 * 60 * 60}`);
    expect(cookie).toContain('Path=/');
    expect(setCookies(res).some((c) => c.startsWith('usprivacy=;'))).toBe(true);

    const done = await request(t.app)
      .get('/privacy/do-not-sell?done=1')
      .set('Cookie', `${v.cookie}; ccpa-oo=1`);
    expect(text(done.text)).toContain(m.optedOut);
    expect(done.text).toMatch(/href="\/home"[^>]*>Back to/);
  });

  it('app mode keeps mode=app: optOut=true after, Back to home adds closeWebForm=true', async () => {
    const v = await t.visit('/privacy/do-not-sell?mode=app');
    const res = await request(t.app)
      .post('/privacy/do-not-sell')
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken, resident: 'on', mode: 'app' });
    expect(res.headers.location).toBe('/privacy/do-not-sell?mode=app&optOut=true');
    const done = await request(t.app).get(res.headers.location).set('Cookie', `${v.cookie}; ccpa-oo=1`);
    expect(done.text).toContain('href="/home?mode=app&amp;closeWebForm=true"');
  });

  it('answers JSON for the page’s script and refuses a post without CSRF', async () => {
    const v = await t.visit('/privacy/do-not-sell');
    const json = await request(t.app)
      .post('/privacy/do-not-sell')
      .set('Cookie', v.cookie)
      .set('x-csrf-token', v.csrfToken)
      .send({ optout: true });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ optout: true });
    expect(setCookies(json).some((c) => c.startsWith('ccpa-oo=1'))).toBe(true);
    const forged = await request(t.app)
      .post('/privacy/do-not-sell')
      .set('Cookie', v.cookie)
      .type('form')
      .send({ resident: 'on' });
    expect(forged.status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { DEMO_PASSWORD, USERS } from '../../../../seeds/fixtures';
import { PASSWORD_CHECKS_LIMITED, STRENGTH_CHECKS_LIMITED } from './limits';
import { MemoryBackoffStore, backoffDelay } from './loginBackoff';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testAddress } from '../../test/sessions';

describe('the per-account log-in limit names the account the log-in checks', () => {
  jest.setTimeout(30_000);
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({ loginLimits: { windowMs: 60_000, perAccount: 3, perAddress: 50 } })),
  );
  afterAll(() => t.close());

  async function formAttempt(path: string, username: string, password: string) {
    const ip = testAddress();
    const v = await t.visit('/login', ip);
    return request(t.app)
      .post(path)
      .set('X-Forwarded-For', ip)
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken, username, password });
  }

  it('a decoy username in the query does not give the body’s account fresh guesses', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await formAttempt(`/login?username=decoy${i}`, 'bram_stone', 'wrong')).status).toBe(401);
    }
    expect((await formAttempt('/login?username=decoy9', 'bram_stone', DEMO_PASSWORD)).status).toBe(429);
  });

  it('the API counts the account it logs in, wherever the name is sent', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await request(t.app)
        .post(`/v4/sessions?username=decoy${i}`)
        .set('X-Forwarded-For', testAddress())
        .send({ username: 'celine_fr', password: 'wrong' });
      expect(res.status).toBe(401);
    }
    await request(t.app)
      .post(`/v4/sessions?username=celine_fr&password=${DEMO_PASSWORD}`)
      .set('X-Forwarded-For', testAddress())
      .expect(429);
  });
});

describe('strangers cannot lock an owner out (issue 25 §3)', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({ loginLimits: { windowMs: 60_000, perAccount: 3, perAddress: 50 } })),
  );
  afterAll(() => t.close());

  /** A log-in from a new address; `cookie` adds the browser's cookies (e.g. its known-device mark). */
  async function attempt(username: string, password: string, cookie = '') {
    const ip = testAddress();
    const v = await t.visit('/login', ip);
    return request(t.app)
      .post('/login')
      .set('X-Forwarded-For', ip)
      .set('Cookie', [v.cookie, cookie].filter(Boolean).join('; '))
      .type('form')
      .send({ _csrf: v.csrfToken, username, password });
  }

  const knownDevice = (res: request.Response): string =>
    ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
      .find((c) => c.startsWith('kd='))
      ?.split(';')[0] ?? '';

  it('counts an account’s failures by username and email together', async () => {
    expect((await attempt('dev_dawn', 'wrong')).status).toBe(401);
    expect((await attempt('DEV_DAWN@example.com', 'wrong')).status).toBe(401);
    expect((await attempt('dev_dawn@example.com', 'wrong')).status).toBe(401);
    expect((await attempt('dev_dawn', DEMO_PASSWORD)).status).toBe(429);
  });

  it('the owner’s known browser still logs in while strangers are refused', async () => {
    const first = await attempt(USERS.elio.username, DEMO_PASSWORD);
    expect(first.status).toBe(303);
    const mark = knownDevice(first);
    expect(mark).toMatch(/^kd=/);
    for (let i = 0; i < 3; i++) expect((await attempt(USERS.elio.username, 'wrong')).status).toBe(401);
    expect((await attempt(USERS.elio.username, DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(USERS.elio.username, DEMO_PASSWORD, mark)).status).toBe(303);
    // A forged mark (another account's id, no valid signature) does not bypass the limit.
    expect((await attempt(USERS.elio.username, DEMO_PASSWORD, `kd=${USERS.elio.id}`)).status).toBe(429);
  });

  it('a successful password reset clears the account’s count', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(USERS.mona.username, 'wrong')).status).toBe(401);
    expect((await attempt(USERS.mona.username, DEMO_PASSWORD)).status).toBe(429);
    const forgot = await t.visit('/forgot');
    await request(t.app)
      .post('/forgot')
      .set('Cookie', forgot.cookie)
      .type('form')
      .send({ _csrf: forgot.csrfToken, username: USERS.mona.username })
      .expect(303);
    const mail = (await t.db('outbox_messages').orderBy('id', 'desc').first()) as { text: string };
    const at = /\/reset\?at=([^\s&]+)/.exec(mail.text)?.[1] ?? '';
    const reset = await t.visit(`/reset?at=${at}`);
    const newPassword = 'Quiet-Orchard-Falcon-2931';
    const done = await request(t.app)
      .post('/reset')
      .set('Cookie', reset.cookie)
      .type('form')
      .send({ _csrf: reset.csrfToken, at, password: newPassword });
    expect(done.headers.location).toMatch(/^\/login/);
    expect((await attempt(USERS.mona.username, newPassword)).status).toBe(303);
  });
});

describe('the account back-off (issue 25 §3)', () => {
  const policy = { free: 3, baseMs: 1000, maxMs: 8000, memoryMs: 60_000 };

  it('waits after the free failures, doubles each further wait, and caps it', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(policy, n))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('refuses only while the wait runs, and a success starts afresh', async () => {
    const store = new MemoryBackoffStore(policy);
    for (let i = 0; i < 3; i++) expect(await store.attempt('a', 0)).toEqual({ ok: true });
    expect(await store.attempt('a', 400)).toEqual({ ok: false, retryAfterMs: 600 });
    expect(await store.attempt('b', 400)).toEqual({ ok: true });
    expect(await store.attempt('a', 1000)).toEqual({ ok: true });
    expect(await store.attempt('a', 2999)).toEqual({ ok: false, retryAfterMs: 1 });
    await store.clear('a');
    expect(await store.attempt('a', 3000)).toEqual({ ok: true });
    expect(await store.attempt('a', 3000)).toEqual({ ok: true });
  });
});

describe('ten strangers’ wrong passwords do not lock the owner out (issue 25 §3)', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ loginLimits: { perAddress: 50 } })));
  afterAll(() => t.close());

  async function attempt(username: string, password: string, cookie = '') {
    const ip = testAddress();
    const v = await t.visit('/login', ip);
    return request(t.app)
      .post('/login')
      .set('X-Forwarded-For', ip)
      .set('Cookie', [v.cookie, cookie].filter(Boolean).join('; '))
      .type('form')
      .send({ _csrf: v.csrfToken, username, password });
  }

  it('the owner’s browser logs in at once; a stranger’s next guess waits, told how long', async () => {
    const first = await attempt(USERS.celine.username, DEMO_PASSWORD);
    expect(first.status).toBe(303);
    const mark =
      ((first.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
        .find((c) => c.startsWith('kd='))
        ?.split(';')[0] ?? '';
    const refusals: number[] = [];
    for (let i = 0; i < 10; i++) refusals.push((await attempt(USERS.celine.username, 'wrong')).status);
    // The free failures are answered; after them the back-off refuses the next guesses.
    expect(refusals.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(refusals.slice(5)).toEqual([429, 429, 429, 429, 429]);
    expect((await attempt(USERS.celine.username, DEMO_PASSWORD, mark)).status).toBe(303);
    const stranger = await attempt(USERS.celine.username, DEMO_PASSWORD);
    expect(stranger.status).toBe(429);
    const retryAfter = Number(stranger.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
  });
});

describe('closing an account is not an unthrottled password oracle (issue 25 §3)', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('refuses the 11th wrong password in 15 minutes with a 429 and says why', async () => {
    const s = await t.login(USERS.bram.id);
    const close = (password: string) =>
      request(t.app)
        .post('/close-account')
        .set('Cookie', s.cookie)
        .set('X-Forwarded-For', testAddress())
        .type('form')
        .send({ _csrf: s.csrfToken, password });
    for (let i = 0; i < 10; i++) expect((await close(`wrong-${i}`)).status).toBe(400);
    const limited = await close(DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(PASSWORD_CHECKS_LIMITED);
    const user = (await t.db('users').where({ id: USERS.bram.id }).first('closed_at')) as {
      closed_at: unknown;
    };
    expect(user.closed_at).toBeNull();
  });
});

describe('the public password-strength check is limited per address', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers the 61st check in a minute from one address with a 429 that says so', async () => {
    const ip = testAddress();
    const v = await t.visit('/signup', ip);
    const check = (from: string) =>
      request(t.app)
        .post('/v5/password-strength/check')
        .set('X-Forwarded-For', from)
        .set('Cookie', v.cookie)
        .set('x-csrf-token', v.csrfToken)
        .send({ password: 'lantern-harbour-9' });
    for (let i = 0; i < 60; i++) expect((await check(ip)).status).toBe(200);
    const limited = await check(ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error_code: 429, message: STRENGTH_CHECKS_LIMITED });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not slowed.
    expect((await check(testAddress())).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../seeds/fixtures';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createTestDb, type TestDb } from '../db/testDb';
import { createLogger } from '../logger';
import { formLogin, testAddress, visit } from '../test/sessions';
import { redactHeaders, redactParams, redactUrl } from './redact';

describe('redactUrl', () => {
  it('hides passwords and tokens in a query', () => {
    expect(redactUrl('/v4/sessions?type=x&username=rosa&password=hunter2')).toBe(
      '/v4/sessions?type=x&username=rosa&password=[redacted]',
    );
    expect(redactUrl('/reset?at=abc123&x=1')).toBe('/reset?at=[redacted]&x=1');
    expect(redactUrl('/verify-email?token=t0k&_csrf=c5&newPassword=n')).toBe(
      '/verify-email?token=[redacted]&_csrf=[redacted]&newPassword=[redacted]',
    );
    expect(redactUrl('/x?pass%77ord=hunter2')).toBe('/x?pass%77ord=[redacted]');
    expect(redactUrl('/story/1?part=2')).toBe('/story/1?part=2');
  });

  it('hides secrets in parsed parameters and headers', () => {
    expect(redactParams({ username: 'rosa', password: ['a', 'b'], nested: { at: 'x' } })).toEqual({
      username: 'rosa',
      password: '[redacted]',
      nested: { at: '[redacted]' },
    });
    expect(
      redactHeaders({
        cookie: 'token=s',
        'set-cookie': ['token=s'],
        'x-csrf-token': 'c',
        authorization: 'Bearer b',
        location: '/reset?at=abc&error=x',
        'content-type': 'text/html',
      }),
    ).toEqual({
      cookie: '[redacted]',
      'set-cookie': '[redacted]',
      'x-csrf-token': '[redacted]',
      authorization: '[redacted]',
      location: '/reset?at=[redacted]&error=x',
      'content-type': 'text/html',
    });
  });
});

/** The real app with its log captured: every secret a log-in, a reset and an API session use is absent. */
describe('the request log', () => {
  let t: TestDb;
  let app: Express;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestDb();
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    app = await createApp({ config, db: t.db, redis: null, log, publicDir: '/nonexistent' });
  });
  afterAll(() => t.destroy());

  const sidOf = (cookie: string) =>
    decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
      .slice(2)
      .split('.')[0];

  it('holds no password, cookie, CSRF token, reset token or API token', async () => {
    const ip = testAddress();
    const secrets: string[] = [F.DEMO_PASSWORD];

    // A failed and a successful log-in through the form, then a signed-in write with its header.
    const wrong = 'Wr0ng-Guess-Secret-77';
    secrets.push(wrong);
    const page = await visit(app, '/login', ip);
    secrets.push(page.csrfToken, sidOf(page.cookie));
    await request(app)
      .post('/login?username=decoy')
      .set('Cookie', page.cookie)
      .set('X-Forwarded-For', ip)
      .type('form')
      .send({ _csrf: page.csrfToken, username: F.WRITER_USERNAME, password: wrong });
    const writer = await formLogin(app, ip, F.WRITER_USERNAME, F.DEMO_PASSWORD);
    secrets.push(writer.csrfToken, sidOf(writer.cookie), writer.cookie.split('=')[1]);
    await request(app)
      .post('/logout')
      .set('Cookie', writer.cookie)
      .set('X-Forwarded-For', ip)
      .set('x-csrf-token', writer.csrfToken)
      .set('Authorization', 'Bearer auth-header-secret-99');
    secrets.push('auth-header-secret-99');

    // A reset: the mailed token in the page's URL, in a refused post's redirect, and a new password.
    const forgot = await visit(app, '/forgot', ip);
    await request(app)
      .post('/forgot')
      .set('Cookie', forgot.cookie)
      .type('form')
      .send({ _csrf: forgot.csrfToken, username: F.READER_USERNAME });
    const mail = (await t.db('outbox_messages').orderBy('id', 'desc').first()) as { text: string };
    const at = /\/reset\?at=([^\s&]+)/.exec(mail.text)?.[1] ?? '';
    expect(at.length).toBeGreaterThan(10);
    secrets.push(at);
    const reset = await visit(app, `/reset?at=${at}`, ip);
    const short = await request(app)
      .post('/reset')
      .set('Cookie', reset.cookie)
      .type('form')
      .send({ _csrf: reset.csrfToken, at, password: 'shrt' });
    expect(short.headers.location).toContain(at);
    const newPassword = 'Fresh-Harbour-Lantern-4821';
    secrets.push(newPassword);
    const done = await request(app)
      .post('/reset')
      .set('Cookie', reset.cookie)
      .type('form')
      .send({ _csrf: reset.csrfToken, at, password: newPassword });
    expect(done.status).toBe(303);
    expect(done.headers.location).toMatch(/^\/login/);

    // An API session with the password in the query, and the token it hands out.
    const api = await request(app)
      .post(`/v4/sessions?type=web&username=${F.WRITER_USERNAME}&password=${F.DEMO_PASSWORD}`)
      .set('X-Forwarded-For', ip)
      .expect(200);
    const token = (api.body as { token: string }).token;
    expect(token.length).toBeGreaterThan(10);
    secrets.push(token, sidOf(`token=${token}`));

    const log = lines.join('');
    // The log did record these requests (with the secrets replaced).
    expect(log).toContain('/v4/sessions?type=web');
    expect(log).toContain('[redacted]');
    expect(log).toContain('/reset?at=[redacted]');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(3);
      if (log.includes(secret)) throw new Error(`the log holds a secret: ${secret}`);
      expect(log.includes(encodeURIComponent(secret))).toBe(false);
    }
  }, 60_000);
});

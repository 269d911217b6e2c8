import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import * as F from '../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { answerClientError, jsonDepth } from './bodies';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const textOf = (res: request.Response): string =>
  res.type === 'application/json' ? JSON.stringify(res.body) : res.text.replace(/<[^>]+>/g, ' ');

describe('bad input is a 4xx with a message, never a 5xx (issue 25 §8)', () => {
  const visitorRoutes = ['/signup', '/login', '/reset', '/forgot'];
  const userRoutes = ['/settings/notifications', '/language', '/close-account'];

  it.each(visitorRoutes)('a JSON array posted to %s', async (path) => {
    const v = await t.visitor();
    const res = await request(t.app)
      .post(path)
      .set('Cookie', v.cookie)
      .set('x-csrf-token', v.csrfToken)
      .set('Accept', 'text/html')
      .type('json')
      .send('[1,2,{"username":"x"}]');
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(403);
  });

  it.each(userRoutes)('a JSON array posted to %s by a signed-in user', async (path) => {
    const u = await t.login(F.READER_USER_ID);
    for (const accept of ['text/html', 'application/json']) {
      const res = await request(t.app)
        .post(path)
        .set('Cookie', u.cookie)
        .set('x-csrf-token', u.csrfToken)
        .set('Accept', accept)
        .type('json')
        .send('["__proto__", null]');
      expect(res.status).toBeGreaterThanOrEqual(300);
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) expect(textOf(res).trim().length).toBeGreaterThan(10);
    }
  });

  it('an unknown error key on the reset page is ignored (own keys only)', async () => {
    // A live reset link (the page sends a dead one on to /forgot before rendering).
    const forgot = await t.visit('/forgot');
    await request(t.app)
      .post('/forgot')
      .set('Cookie', forgot.cookie)
      .type('form')
      .send({ _csrf: forgot.csrfToken, username: F.READER_USERNAME })
      .expect(303);
    const mail = (await t.db('outbox_messages').orderBy('id', 'desc').first()) as { text: string };
    const at = /\/reset\?at=([^\s&]+)/.exec(mail.text)?.[1] ?? '';
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await request(t.app).get(`/reset?at=${at}&error=${key}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/role="alert"/);
    }
  }, 30_000);

  it('a validation error thrown under a page is a 400 with its message, not a 503', async () => {
    const v = await t.visitor();
    const res = await request(t.app)
      .post('/reset')
      .set('Cookie', v.cookie)
      .set('x-csrf-token', v.csrfToken)
      .type('json')
      .send('"just a string"');
    expect(res.status).toBeLessThan(500);
  });

  it('malformed JSON and a bad %-escape are answered with a sentence', async () => {
    const v = await t.visitor();
    const bad = await request(t.app)
      .post('/login')
      .set('Cookie', v.cookie)
      .set('x-csrf-token', v.csrfToken)
      .type('json')
      .send('{"username": ');
    expect(bad.status).toBe(400);
    expect(textOf(bad)).toContain('The request body is not valid JSON or form data.');
    const escape = await request(t.app).get('/user/%E0%A4%A');
    expect(escape.status).toBeLessThan(500);
  });
});

describe('bodies are parsed only where a route takes one, bounded (issue 25 §4)', () => {
  it('measures JSON nesting outside strings', () => {
    expect(jsonDepth(Buffer.from('{"a":[1,{"b":"[[[["}]}'))).toBe(3);
    expect(jsonDepth(Buffer.from('"\\"[["'))).toBe(0);
    expect(jsonDepth(Buffer.from('['.repeat(1000)), 40)).toBe(41);
  });

  it('refuses a deeply nested body before parsing it, and a too large one', async () => {
    const v = await t.visitor();
    const deep = await request(t.app)
      .post('/login')
      .set('Cookie', v.cookie)
      .set('x-csrf-token', v.csrfToken)
      .type('json')
      .send(`${'['.repeat(100)}${']'.repeat(100)}`);
    expect(deep.status).toBe(400);
    expect(textOf(deep)).toContain('The request body is nested too deeply.');
    const large = await request(t.app)
      .post('/v4/sessions')
      .type('json')
      .send(JSON.stringify({ username: 'x', password: 'y'.repeat(2 * 1024 * 1024) }));
    expect(large.status).toBe(413);
    expect(textOf(large)).toContain('The request body is too large.');
  });

  it('does not parse a GET body: 30 GETs of 1 MB nested `[` leave /healthz fast', async () => {
    const server = http.createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const body = '['.repeat(1024 * 1024);
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            port,
            host: '127.0.0.1',
            path: '/api/v3/no-such-endpoint',
            method: 'GET',
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const started = Date.now();
      const flood = Promise.all(Array.from({ length: 30 }, get));
      const health = await request(server).get('/healthz');
      const healthMs = Date.now() - started;
      const statuses = await flood;
      expect(health.status).toBe(200);
      expect(healthMs).toBeLessThan(3000);
      // Not parsed: answered as any GET of that address (404, not 400 "not valid JSON", no 5xx).
      for (const status of statuses) expect(status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);
});

describe('requests Node cannot read are answered with a sentence', () => {
  it('431 for headers too large, 400 for a malformed request', async () => {
    const server = http.createServer(t.app);
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
        let got = '';
        socket.on('data', (d) => (got += d.toString()));
        socket.on('close', () => resolve(got));
        socket.on('error', reject);
      });
    try {
      const big = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(big).toMatch(/^HTTP\/1.1 431/);
      expect(big).toContain('The request headers are too large.');
      const bad = await raw('GET / HTTP/1.1\r\nHost x\r\n\r\n');
      expect(bad).toMatch(/^HTTP\/1.1 400/);
      expect(bad).toContain('The request could not be read.');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a malformed %-escape in an API address says so', async () => {
    const res = await request(t.app).get('/api/v3/users/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(textOf(res)).toContain('malformed %-escape');
  });
});

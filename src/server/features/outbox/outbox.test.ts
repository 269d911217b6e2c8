import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createMailer, outboxMailer } from './mailer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('mailer', () => {
  it('uses SMTP when SMTP_URL is set and the outbox table otherwise', async () => {
    expect(createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'a@b.c' }, t.db).kind).toBe('smtp');
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'a@b.c' }, t.db);
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'x@example.com',
      subject: 'Hello <you>',
      text: 'Open https://example.com/a?b=1&c=2 now',
    });
    const row = await t.db('outbox_messages').orderBy('id', 'desc').first();
    expect(row).toMatchObject({ to: 'x@example.com', subject: 'Hello <you>', html: null });
  });
});

describe('/dev/outbox', () => {
  it('lists the messages and shows one with clickable links (SSR page and JSON)', async () => {
    await outboxMailer(t.db).send({
      to: 'y@example.com',
      subject: 'Reset',
      text: 'Go to http://localhost/reset?at=abc&x=1 <now>',
    });
    const id = Number((await t.db('outbox_messages').max({ id: 'id' }))[0].id);
    const list = await request(t.app).get('/dev/outbox');
    expect(list.status).toBe(200);
    expect(list.text).toContain(`href="/dev/outbox/${id}"`);
    expect(list.text).toContain('Hello &lt;you&gt;');
    const one = await request(t.app).get(`/dev/outbox/${id}`);
    expect(one.status).toBe(200);
    expect(one.text).toContain('<a href="http://localhost/reset?at=abc&amp;x=1">');
    expect(one.text).toContain('&lt;now&gt;');
    const json = await request(t.app).get('/dev/api/outbox');
    expect(json.body[0]).toMatchObject({ id, to: 'y@example.com', subject: 'Reset' });
    expect((await request(t.app).get(`/dev/api/outbox/${id}`)).body.text).toContain('reset?at=abc');
    expect((await request(t.app).get('/dev/outbox/999999')).status).toBe(404);
    expect((await request(t.app).get('/dev/api/outbox/999999')).status).toBe(404);
  });

  it('is hidden (404) in production unless DEV_OUTBOX=1', async () => {
    const prod = await t.appWith({ NODE_ENV: 'production' });
    expect((await request(prod).get('/dev/outbox')).status).toBe(404);
    expect((await request(prod).get('/dev/outbox/1')).status).toBe(404);
    expect((await request(prod).get('/dev/api/outbox')).status).toBe(404);
    const e2e = await t.appWith({ NODE_ENV: 'production', DEV_OUTBOX: '1' });
    expect((await request(e2e).get('/dev/outbox')).status).toBe(200);
  });
});

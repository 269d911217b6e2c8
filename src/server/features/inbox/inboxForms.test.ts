import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import { INBOX_ERRORS } from '../../../shared/inbox/validation';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let rosa: TestSession;
let ava: TestSession;
let visitor: TestSession;
const AVA = F.USERS.ava.username;
const ROSA = F.USERS.rosa.username;

// MariaDB's migration of a fresh test database takes a while.
jest.setTimeout(30_000);

beforeAll(async () => {
  t = await createTestApp();
  rosa = await t.login(F.READER_USER_ID);
  ava = await t.login(F.WRITER_USER_ID);
  visitor = await t.visitor();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const form = (s: TestSession, path: string, fields: Record<string, string> = {}) =>
  request(t.app)
    .post(path)
    .set('Cookie', s.cookie)
    .type('form')
    .send({ _csrf: s.csrfToken, ...fields });
const page = (s: TestSession, path: string) => request(t.app).get(path).set('Cookie', s.cookie);

describe('the inbox without JavaScript', () => {
  it('sends a message and comes back to the conversation, which shows it; the inbox lists the thread', async () => {
    const res = await form(rosa, `/inbox/${AVA}/messages`, { body: 'Sent <b>without</b> JavaScript' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/inbox/${AVA}`);
    const conversation = await page(rosa, `/inbox/${AVA}`);
    expect(conversation.status).toBe(200);
    expect(conversation.text).toContain('Sent &lt;b&gt;without&lt;/b&gt; JavaScript');
    const inbox = await page(ava, '/inbox');
    expect(inbox.text).toContain(m.title);
    expect(inbox.text).toContain(`href="/inbox/${ROSA}"`);
  });

  it('an empty message is refused on the conversation page with the reason', async () => {
    const res = await form(rosa, `/inbox/${AVA}/messages`, { body: '   ' });
    expect(res.status).toBe(400);
    expect(res.text).toContain(INBOX_ERRORS.emptyBody);
  });

  it('deletes the sender’s own message; another person cannot', async () => {
    await form(rosa, `/inbox/${AVA}/messages`, { body: 'A message to take back' });
    const row = (await t.db('messages').where({ body: 'A message to take back' }).first('id')) as {
      id: number;
    };
    const refused = await form(ava, `/inbox/${ROSA}/messages/${row.id}/delete`);
    expect(refused.status).toBe(403);
    const res = await form(rosa, `/inbox/${AVA}/messages/${row.id}/delete`);
    expect(res.status).toBe(303);
    expect((await page(rosa, `/inbox/${AVA}`)).text).not.toContain('A message to take back');
  });

  it('older messages and more threads are links with ?offset=', async () => {
    // 20 a minute per sender (limits): two senders make more than a page of 20.
    for (let i = 0; i < 3; i++) await form(rosa, `/inbox/${AVA}/messages`, { body: `Batch ${i}` });
    for (let i = 3; i < 21; i++) await form(ava, `/inbox/${ROSA}/messages`, { body: `Batch ${i}` });
    const newest = await page(rosa, `/inbox/${AVA}`);
    expect(newest.text).toContain('Batch 20');
    expect(newest.text).not.toContain('</span>Batch 0<');
    const link = /href="(\/inbox\/[^"?]+\?offset=\d+)"/.exec(newest.text)?.[1];
    expect(link).toBe(`/inbox/${AVA}?offset=20`);
    const older = await page(rosa, link!);
    expect(older.text).toContain('<span>Batch 0</span>');
  });

  it('a visitor is sent to log in and back', async () => {
    const res = await form(visitor, `/inbox/${AVA}/messages`, { body: 'hi' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/login?nextUrl=${encodeURIComponent(`/inbox/${AVA}`)}`);
    const pageRes = await request(t.app).get('/inbox');
    expect(pageRes.status).toBe(303);
    expect(pageRes.headers.location).toContain('/login?nextUrl=');
  });

  it('deletes the conversation from the caller’s inbox', async () => {
    const res = await form(rosa, `/inbox/${AVA}/delete`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/inbox');
    expect((await page(rosa, '/inbox')).text).not.toContain(`href="/inbox/${AVA}"`);
  });
});

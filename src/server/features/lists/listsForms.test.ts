import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { TestSession } from '../../test/loginAs';

let t: TestApp;
let rosa: TestSession;
let ava: TestSession;
const story = F.LONG_STORY_ID;
const path = `/story/${story}/lists`;

beforeAll(async () => {
  t = await createTestApp();
  rosa = await t.login(F.READER_USER_ID);
  ava = await t.login(F.WRITER_USER_ID);
});
afterAll(async () => {
  await t.close();
});

const post = (s: TestSession, fields: Record<string, string>) =>
  request(t.app)
    .post(path)
    .set('Cookie', s.cookie)
    .type('form')
    .send({ _csrf: s.csrfToken, ...fields });
const listsOf = (userId: number) => t.db('reading_lists').where({ user_id: userId }).select('id', 'name');
const inList = async (listId: number) =>
  Boolean(await t.db('reading_list_stories').where({ list_id: listId, story_id: story }).first());
const inLibrary = async (userId: number) =>
  Boolean(await t.db('library_stories').where({ user_id: userId, story_id: story }).first());

describe('add to list without JavaScript (/story/{id}/lists)', () => {
  it('renders the viewer library and lists as forms; a visitor gets a log-in link', async () => {
    const page = await request(t.app).get(path).set('Cookie', rosa.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`action="${path}"`);
    expect(page.text).toContain('name="collection" value="library"');
    expect(page.text).toContain(`name="_csrf" value="${rosa.csrfToken}"`);
    const anon = await request(t.app).get(path);
    expect(anon.text).toContain(`href="/login?nextUrl=${encodeURIComponent(path)}"`);
  });

  it('adds to and removes from the library, then goes back to the story', async () => {
    const add = await post(rosa, { collection: 'library', member: '1' });
    expect(add.status).toBe(303);
    expect(add.headers.location).toBe(`/story/${story}#add-to-list`);
    expect(await inLibrary(F.READER_USER_ID)).toBe(true);
    const page = await request(t.app).get(path).set('Cookie', rosa.cookie);
    expect(page.text).toMatch(
      /name="collection" value="library"\/><input type="hidden" name="member" value="0"/,
    );
    await post(rosa, { collection: 'library', member: '0' });
    expect(await inLibrary(F.READER_USER_ID)).toBe(false);
  });

  it('creates a list by name, reuses it ignoring case, ignores an empty name', async () => {
    expect((await post(rosa, { name: 'Night Reads' })).status).toBe(303);
    expect((await post(rosa, { name: '  night reads ' })).status).toBe(303);
    expect((await post(rosa, { name: '   ' })).status).toBe(303);
    const mine = (await listsOf(F.READER_USER_ID)).filter((l) => l.name.toLowerCase() === 'night reads');
    expect(mine).toHaveLength(1);
    expect(await inList(Number(mine[0].id))).toBe(true);
    const off = await post(rosa, { collection: String(mine[0].id), member: '0' });
    expect(off.status).toBe(303);
    expect(await inList(Number(mine[0].id))).toBe(false);
  });

  it('refuses another user list (403), a too-long name (400), a visitor (log in) and a forged post', async () => {
    await post(ava, { name: 'Ava picks' });
    const avaList = (await listsOf(F.WRITER_USER_ID)).find((l) => l.name === 'Ava picks');
    const other = await post(rosa, { collection: String(avaList?.id), member: '0' });
    expect(other.status).toBe(403);
    expect(other.text).toContain('You cannot change another user\u2019s reading lists or library');
    expect(await inList(Number(avaList?.id))).toBe(true);
    const long = await post(rosa, { name: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.text).toContain('A reading list name can be at most 100 characters');
    const anon = await request(t.app).post(path).type('form').send({ name: 'x' });
    expect(anon.status).toBe(403); // no session, no CSRF token
    const forged = await request(t.app)
      .post(path)
      .set('Cookie', rosa.cookie)
      .type('form')
      .send({ name: 'x' });
    expect(forged.status).toBe(403);
  });

  it('only ever goes back to our own pages', async () => {
    const res = await post(rosa, { collection: 'library', member: '0', nextUrl: 'https://evil.example/' });
    expect(res.headers.location).toBe(`/story/${story}#add-to-list`);
  });
});

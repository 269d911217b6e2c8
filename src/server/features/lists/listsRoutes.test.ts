import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { refreshStoryStats } from '../../db/storyStats';
import { asSession as as } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';
import { LISTS_MESSAGES } from '../../../shared/lists/messages';

let t: TestApp;
let app: Express;
let rosa: TestSession;
let ava: TestSession;
/** elio_ink, whose story DRAFT has no published part. */
let elio: TestSession;
/** A visitor's session (no user) with a CSRF token: passes the CSRF check. */
let visitor: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  rosa = await t.login(F.READER_USER_ID);
  ava = await t.login(F.WRITER_USER_ID);
  elio = await t.login(F.USERS.elio.id);
  visitor = await t.visitor();
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

const ROSA = F.READER_USERNAME;
const LONG = String(F.LONG_STORY_ID);
const MYSTERY = String(F.TINY_STORIES.mystery.id);
const DRAFT = String(F.TINY_STORIES.draft.id);
const PAID = String(F.TINY_STORIES.paid.id);

const createList = (s: TestSession, name: unknown, stories: unknown = LONG) =>
  as(
    s,
    request(app)
      .post('/api/v3/lists/')
      .send({ id: null, name, numStories: 0, cover: 0, tags: [], featured: false, stories }),
  );

describe('POST /api/v3/lists/', () => {
  it('creates a list with the story and answers {id, name}', async () => {
    const res = await createList(rosa, 'Summer reads');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Summer reads' });
    const list = await request(app).get(`/api/v3/lists/${res.body.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      id: res.body.id,
      name: 'Summer reads',
      user: { name: ROSA },
      numStories: 1,
      tags: ['fantasy', 'magic', 'queen', 'completed'],
      featured: false,
    });
    expect(list.body.cover).toContain('-256-');
    expect(list.body.stories.map((s: { id: string }) => s.id)).toEqual([LONG]);
  });

  it('reuses a list whose name matches ignoring case (no duplicate) and adds the story', async () => {
    const first = await createList(rosa, 'Night Owls', LONG);
    const again = await createList(rosa, '  night OWLS ', MYSTERY);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: first.body.id, name: 'Night Owls' });
    const lists = await request(app).get(`/api/v3/users/${ROSA}/lists?limit=200`);
    expect(
      lists.body.lists.filter((l: { name: string }) => l.name.toLowerCase() === 'night owls'),
    ).toHaveLength(1);
    const list = await request(app).get(`/api/v3/lists/${first.body.id}?fields=numStories,stories(id)`);
    expect(list.body).toEqual({ numStories: 2, stories: [{ id: LONG }, { id: MYSTERY }] });
  });

  it('matches accented capitals ignoring case too (Été / été: one list)', async () => {
    const first = await createList(rosa, 'Été Reads', LONG);
    const again = await createList(rosa, 'été READS', MYSTERY);
    expect(again.body).toEqual({ id: first.body.id, name: 'Été Reads' });
    const lists = await request(app).get(`/api/v3/users/${ROSA}/lists?limit=200`);
    expect(lists.body.lists.filter((l: { name: string }) => l.name.startsWith('Été'))).toHaveLength(1);
  });

  it("tags a list with its stories' most common tags, in the list and in its owner's lists", async () => {
    const created = await createList(elio, 'Crowns and clues', [LONG, MYSTERY, PAID]);
    expect(created.status).toBe(200);
    // long: fantasy magic queen completed · mystery: mystery detective secrets · paid: fantasy royalty paid
    const expected = ['fantasy', 'magic', 'queen', 'completed', 'mystery'];
    const list = await request(app).get(`/api/v3/lists/${created.body.id}?fields=tags`);
    expect(list.body).toEqual({ tags: expected });
    const lists = await request(app).get(`/api/v3/users/${F.USERS.elio.username}/lists?limit=200`);
    const summary = lists.body.lists.find((l: { id: number }) => l.id === created.body.id);
    expect(summary.tags).toEqual(expected);
    // Read when the answer keeps them (the popover's fields leave them out).
    const picked = await request(app).get(
      `/api/v3/users/${F.USERS.elio.username}/lists?limit=200&fields=lists(id,tags)`,
    );
    expect(picked.body.lists).toContainEqual({ id: created.body.id, tags: expected });
  });

  it('refuses an empty name with a clear 400 and creates nothing', async () => {
    const before = await t.db('reading_lists').count({ n: '*' }).first();
    for (const name of ['', '   ']) {
      const res = await createList(rosa, name);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 1005 });
      expect(res.body.message).toContain('A reading list needs a name');
    }
    const missing = await as(rosa, request(app).post('/api/v3/lists').send({ stories: LONG }));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error_code: 1006 });
    const after = await t.db('reading_lists').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('refuses a story that cannot be seen (1017) and a bad story id (400)', async () => {
    expect((await createList(rosa, 'Drafts', DRAFT)).body).toMatchObject({ error_code: 1017 });
    const bad = await createList(rosa, 'Bad', 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('stories must be a story id');
  });

  it('refuses its own author a draft (400, nothing created): drafts never go into lists', async () => {
    const before = await t.db('reading_lists').count({ n: '*' }).first();
    const res = await createList(elio, 'My drafts', DRAFT);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 1005, message: LISTS_MESSAGES.draftStory });
    const libraryPath = `/api/v3/users/${F.USERS.elio.username}/library`;
    const lib = await as(elio, request(app).post(libraryPath).send({ stories: DRAFT }));
    expect(lib.status).toBe(400);
    expect(await t.db('library_stories').where('story_id', Number(DRAFT)).first()).toBeUndefined();
    expect(await t.db('reading_lists').count({ n: '*' }).first()).toEqual(before);
  });

  it('leaves a story out of every list read once its parts are all unpublished', async () => {
    const { body } = await createList(rosa, 'Soon hidden', `${MYSTERY},${LONG}`);
    const mysteryParts = t.db('parts').where('story_id', Number(MYSTERY)).whereNull('deleted_at');
    const published = (await mysteryParts.clone().where('draft', false).select('id')).map((r) => r.id);
    await t.db('parts').whereIn('id', published).update({ draft: true });
    await refreshStoryStats(t.db, Number(MYSTERY));
    try {
      const list = await request(app).get(`/api/v3/lists/${body.id}?fields=numStories,stories(id)`);
      expect(list.body).toEqual({ numStories: 1, stories: [{ id: LONG }] });
      const lists = await request(app).get(`/api/v3/users/${ROSA}/lists?limit=200`);
      const summary = lists.body.lists.find((l: { id: number }) => l.id === body.id);
      expect(summary.numStories).toBe(1);
      expect(summary.cover).toContain('-256-'); // the first listable story's cover, not ''
    } finally {
      await t.db('parts').whereIn('id', published).update({ draft: false });
      await refreshStoryStats(t.db, Number(MYSTERY));
    }
  });

  it('needs a signed-in user (401, 1018) and a CSRF token (403)', async () => {
    const anon = await createList(visitor, 'Mine');
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error_code: 1018 });
    const forged = await request(app).post('/api/v3/lists').set('Cookie', rosa.cookie).send({ name: 'x' });
    expect(forged.status).toBe(403);
  });
});

describe('list stories: add and remove', () => {
  it('adds and removes for the owner; another user gets 403 (1154); a missing list 404 (1011)', async () => {
    const { body } = await createList(rosa, 'To sort', LONG);
    const path = `/api/v3/lists/${body.id}/stories`;
    const added = await as(rosa, request(app).post(path).send({ stories: MYSTERY }));
    expect(added.status).toBe(200);
    for (const req of [
      as(ava, request(app).post(path).send({ stories: LONG })),
      as(ava, request(app).delete(`${path}/${LONG}`)),
    ]) {
      const res = await req;
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error_code: 1154 });
    }
    expect((await as(visitor, request(app).delete(`${path}/${LONG}`))).status).toBe(401);
    const removed = await as(rosa, request(app).delete(`${path}/${LONG}`));
    expect(removed.status).toBe(200);
    const list = await request(app).get(`/api/v3/lists/${body.id}?fields=stories(id)`);
    expect(list.body.stories).toEqual([{ id: MYSTERY }]);
    const missing = await as(rosa, request(app).post('/api/v3/lists/999999/stories').send({ stories: LONG }));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error_code: 1011 });
    expect((await as(rosa, request(app).post(path).send({}))).status).toBe(400);
  });

  it('GET /api/v3/lists/{id}: 404 (1011) for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await request(app).get(`/api/v3/lists/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error_code: 1011 });
    }
  });
});

describe('GET /api/v3/users/{username}/lists', () => {
  it('pages with limit/offset, total and nextUrl, and selects fields', async () => {
    for (const name of ['P1', 'P2', 'P3']) await createList(ava, name);
    const url = `/api/v3/users/${F.WRITER_USERNAME}/lists?offset=0&limit=2&fields=lists(id,name,user(name),numStories,featured),total,nextUrl`;
    const first = await request(app).get(url);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.lists).toHaveLength(2);
    expect(first.body.lists[0]).toEqual({
      id: expect.any(Number),
      name: 'P1',
      user: { name: F.WRITER_USERNAME },
      numStories: 1,
      featured: false,
    });
    expect(first.body.nextUrl).toContain('offset=2');
    const next = await request(app).get(
      new URL(first.body.nextUrl).pathname + new URL(first.body.nextUrl).search,
    );
    expect(next.body.lists.map((l: { name: string }) => l.name)).toEqual(['P3']);
    expect(next.body.nextUrl).toBeNull();
  });

  it('404 (1014) for an unknown user; a limit over 200 is capped to 200', async () => {
    const res = await request(app).get('/api/v3/users/nobody_here/lists');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error_code: 1014 });
    expect((await request(app).get(`/api/v3/users/${ROSA}/lists?limit=201`)).status).toBe(200);
  });
});

describe('library', () => {
  const lib = `/api/v3/users/${ROSA}/library`;

  it('adds, lists and removes for the user themself', async () => {
    const added = await as(rosa, request(app).post(`${lib}?fields=stories(id)`).send({ stories: MYSTERY }));
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ stories: [{ id: MYSTERY }] });
    const byId = await as(rosa, request(app).post(lib).send({ id: LONG }));
    expect(byId.status).toBe(200);
    const list = await as(rosa, request(app).get(`${lib}?fields=stories(id),total`));
    expect(list.body.total).toBe(2);
    expect(list.body.stories.map((s: { id: string }) => s.id).sort()).toEqual([LONG, MYSTERY].sort());
    expect((await as(rosa, request(app).delete(`${lib}/${MYSTERY}`))).status).toBe(200);
    const after = await as(rosa, request(app).get(`${lib}?fields=stories(id)`));
    expect(after.body.stories).toEqual([{ id: LONG }]);
  });

  it('refuses visitors (401, 1018) and other users (403, 1154); bad input 400', async () => {
    const anon = await as(visitor, request(app).post(lib).send({ stories: LONG }));
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error_code: 1018 });
    for (const req of [
      as(ava, request(app).post(lib).send({ stories: LONG })),
      as(ava, request(app).delete(`${lib}/${LONG}`)),
      as(ava, request(app).get(lib)),
    ]) {
      const res = await req;
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error_code: 1154 });
    }
    expect((await as(rosa, request(app).post(lib).send({}))).status).toBe(400);
    expect((await request(app).get('/api/v3/users/nobody_here/library')).body).toMatchObject({
      error_code: 1014,
    });
  });
});

describe('GET /v4/stories/collections', () => {
  it('maps each story to the viewer collections, the library included', async () => {
    const { body } = await createList(rosa, 'Collections test', LONG);
    await as(rosa, request(app).post(`/api/v3/users/${ROSA}/library`).send({ stories: LONG }));
    const res = await as(rosa, request(app).get(`/v4/stories/collections?storyIds=${LONG},${MYSTERY}`));
    expect(res.status).toBe(200);
    expect(res.body[LONG]).toMatchObject({ library: true, [String(body.id)]: true });
    expect(res.body[MYSTERY]).toMatchObject({ [String(body.id)]: false });
  });

  it('401 for visitors, 400 without story ids', async () => {
    expect((await request(app).get(`/v4/stories/collections?storyIds=${LONG}`)).status).toBe(401);
    const missing = await as(rosa, request(app).get('/v4/stories/collections'));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error_code: 1006 });
  });
});

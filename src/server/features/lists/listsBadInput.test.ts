/**
 * Bad input and refused writes on the reading-list, library and collections APIs that
 * listsRoutes.test.ts leaves out: a 4xx with the legacy JSON body (API-COMPAT.md "Errors"), the
 * code, a message a person can read, and nothing changed when refused.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { LISTS_MESSAGES as M } from '../../../shared/lists/messages';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';
import {
  expectApiError as expectError,
  NOT_LOGGED_IN,
  CSRF_REFUSED,
  asSession as as,
} from '../../test/apiAssertions';

let t: TestApp;
let app: Express;
let rosa: TestSession;
let ava: TestSession;
/** A visitor's session (no user) with a CSRF token: passes the CSRF check. */
let visitor: TestSession;
/** Ava's list holding LONG. */
let avaList: number;

const ROSA = F.READER_USERNAME;
const LONG = String(F.LONG_STORY_ID);
const MYSTERY = String(F.TINY_STORIES.mystery.id);

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  rosa = await t.login(F.READER_USER_ID);
  ava = await t.login(F.WRITER_USER_ID);
  visitor = await t.visitor();
  const created = await as(
    ava,
    request(app).post('/api/v3/lists').send({ name: 'Ava keeps', stories: LONG }),
  );
  expect(created.status).toBe(200);
  avaList = created.body.id;
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

const listCount = async (): Promise<number> =>
  Number((await t.db('reading_lists').count({ n: '*' }).first())?.n);
const listStories = async (listId: number): Promise<string[]> =>
  (await t.db('reading_list_stories').where('list_id', listId).orderBy('story_id').select('story_id')).map(
    (r: { story_id: number }) => String(r.story_id),
  );
const library = async (userId: number): Promise<string[]> =>
  (await t.db('library_stories').where('user_id', userId).orderBy('story_id').select('story_id')).map(
    (r: { story_id: number }) => String(r.story_id),
  );

const BAD_PAGES: [string, string][] = [
  ['limit=abc', 'limit'],
  ['limit=0', 'limit'],
  ['limit=-1', 'limit'],
  ['limit=1.5', 'limit'],
  ['offset=-1', 'offset'],
  ['offset=abc', 'offset'],
];

describe('GET /api/v3/users/{username}/lists', () => {
  it.each(BAD_PAGES)('refuses %s with 400 (1005) naming %s', async (q, name) => {
    const res = await request(app).get(`/api/v3/users/${ROSA}/lists?${q}`);
    expectError(res, 400, 1005, `Invalid value for ${name}`);
  });

  it('caps a limit over 200 to 200 (API-COMPAT.md), never refuses it', async () => {
    const res = await request(app).get(`/api/v3/users/${ROSA}/lists?limit=201&fields=nextUrl`);
    expect(res.status).toBe(200);
  });

  it('says a limit that is not a number must be one (not zod’s "received NaN")', async () => {
    const res = await request(app).get(`/api/v3/users/${ROSA}/lists?limit=abc`);
    expectError(res, 400, 1005, 'Invalid value for limit: must be a number');
  });

  it('answers an unknown user with 404 User not found (1014)', async () => {
    expectError(await request(app).get('/api/v3/users/nobody_here/lists'), 404, 1014, 'User not found');
  });
});

describe('GET /api/v3/lists/{id}', () => {
  it.each(['abc', '0', '-1', '1.5', '999999', '99999999999999999999'])(
    'answers list id %s with 404 Reading list not found (1011)',
    async (id) => {
      expectError(await request(app).get(`/api/v3/lists/${id}`), 404, 1011, 'Reading list not found');
    },
  );
});

describe('POST /api/v3/lists', () => {
  const create = (body: object) => as(rosa, request(app).post('/api/v3/lists').send(body));

  it('answers a missing name with 400 Parameter missing: name (1006)', async () => {
    expectError(await create({ stories: LONG }), 400, 1006, 'Parameter missing: name');
  });

  it('refuses a name that is not text, or too long, with 400 (1005) and creates nothing', async () => {
    const before = await listCount();
    for (const name of [123, ['Summer'], null, true, { a: 1 }]) {
      expectError(await create({ name, stories: LONG }), 400, 1005, M.emptyName);
    }
    expectError(await create({ name: 'x'.repeat(101), stories: LONG }), 400, 1005, M.nameTooLong);
    expect(await listCount()).toBe(before);
  });

  it('refuses stories that are not story ids with 400 (1005) and creates nothing', async () => {
    const before = await listCount();
    for (const stories of [[], '', ',', { a: 1 }, true]) {
      expectError(await create({ name: 'Bad stories', stories }), 400, 1005, M.missingStories);
    }
    for (const stories of [0, -1, 'abc', `${LONG},abc`, [1.5]]) {
      expectError(await create({ name: 'Bad stories', stories }), 400, 1005, 'stories must be a story id');
    }
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expectError(await create({ name: 'Too many', stories: many }), 400, 1005, 'At most 200 stories at once');
    expectError(await create({ name: 'Unknown', stories: '999999' }), 400, 1017, 'Story not found');
    expect(await listCount()).toBe(before);
  });

  it('answers a malformed JSON body with 400 Invalid request body (1005)', async () => {
    const res = await as(rosa, request(app).post('/api/v3/lists'))
      .set('Content-Type', 'application/json')
      .send('{"name": "x"');
    expectError(res, 400, 1005, 'Invalid request body');
  });

  it('refuses a visitor (401, 1018) and a missing or foreign CSRF token (403, 1154); creates nothing', async () => {
    const before = await listCount();
    const body = { name: 'Refused', stories: LONG };
    expectError(await as(visitor, request(app).post('/api/v3/lists').send(body)), 401, 1018, NOT_LOGGED_IN);
    const missing = await request(app).post('/api/v3/lists').set('Cookie', rosa.cookie).send(body);
    expectError(missing, 403, 1154, CSRF_REFUSED);
    const foreign = await request(app)
      .post('/api/v3/lists')
      .set('Cookie', rosa.cookie)
      .set('x-csrf-token', ava.csrfToken)
      .send(body);
    expectError(foreign, 403, 1154, CSRF_REFUSED);
    expect(await listCount()).toBe(before);
  });
});

describe('POST /api/v3/lists/{id}/stories', () => {
  const path = () => `/api/v3/lists/${avaList}/stories`;

  it('refuses bad stories with 400 and adds nothing', async () => {
    const before = await listStories(avaList);
    const add = (body: object) => as(ava, request(app).post(path()).send(body));
    expectError(await add({}), 400, 1006, 'Parameter missing: stories'); // API-COMPAT: missing is 1006
    expectError(await add({ stories: [] }), 400, 1005, M.missingStories);
    expectError(await add({ stories: 'abc' }), 400, 1005, 'stories must be a story id');
    expectError(await add({ stories: 0 }), 400, 1005, 'stories must be a story id');
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expectError(await add({ stories: many }), 400, 1005, 'At most 200 stories at once');
    expectError(await add({ stories: 999999 }), 400, 1017, 'Story not found');
    expect(await listStories(avaList)).toEqual(before);
  });

  it('answers a malformed or unknown list id with 404 Reading list not found (1011)', async () => {
    for (const id of ['abc', '0', '999999']) {
      const res = await as(ava, request(app).post(`/api/v3/lists/${id}/stories`).send({ stories: LONG }));
      expectError(res, 404, 1011, 'Reading list not found');
    }
  });

  it('refuses a visitor (401, 1018), another user (403, 1154) and a missing CSRF token (403)', async () => {
    const before = await listStories(avaList);
    const body = { stories: MYSTERY };
    expectError(await as(visitor, request(app).post(path()).send(body)), 401, 1018, NOT_LOGGED_IN);
    const other = await as(rosa, request(app).post(path()).send(body));
    expectError(other, 403, 1154, M.notYours);
    const missing = await request(app).post(path()).set('Cookie', ava.cookie).send(body);
    expectError(missing, 403, 1154, CSRF_REFUSED);
    expect(await listStories(avaList)).toEqual(before);
  });
});

describe('DELETE /api/v3/lists/{id}/stories/{storyId}', () => {
  it('answers a malformed story id with 400 (1017) and a malformed list id with 404 (1011)', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const story = await as(ava, request(app).delete(`/api/v3/lists/${avaList}/stories/${id}`));
      expectError(story, 400, 1017, 'Story not found');
      const list = await as(ava, request(app).delete(`/api/v3/lists/${id}/stories/${LONG}`));
      expectError(list, 404, 1011, 'Reading list not found');
    }
  });

  it('refuses a visitor (401, 1018), another user (403, 1154) and a missing CSRF token (403); removes nothing', async () => {
    const path = `/api/v3/lists/${avaList}/stories/${LONG}`;
    expect(await listStories(avaList)).toContain(LONG);
    expectError(await as(visitor, request(app).delete(path)), 401, 1018, NOT_LOGGED_IN);
    expectError(await as(rosa, request(app).delete(path)), 403, 1154, M.notYours);
    expectError(await request(app).delete(path).set('Cookie', ava.cookie), 403, 1154, CSRF_REFUSED);
    expect(await listStories(avaList)).toContain(LONG);
  });
});

describe('the library: /api/v3/users/{username}/library', () => {
  const lib = `/api/v3/users/${ROSA}/library`;

  it('refuses a visitor reading someone’s library with 401 (1018)', async () => {
    expectError(await request(app).get(lib), 401, 1018, NOT_LOGGED_IN);
  });

  it.each(BAD_PAGES)('refuses %s with 400 (1005) naming %s', async (q, name) => {
    const res = await as(rosa, request(app).get(`${lib}?${q}`));
    expectError(res, 400, 1005, `Invalid value for ${name}`);
  });

  it('caps a limit over 100 to 100 (API-COMPAT.md), never refuses it', async () => {
    expect((await as(rosa, request(app).get(`${lib}?limit=101`))).status).toBe(200);
  });

  it('refuses bad stories to add with 400 and adds nothing', async () => {
    const before = await library(F.READER_USER_ID);
    const add = (body: object) => as(rosa, request(app).post(lib).send(body));
    expectError(await add({}), 400, 1006, 'Parameter missing: stories'); // API-COMPAT: missing is 1006
    expectError(await add({ stories: true }), 400, 1005, M.missingStories);
    expectError(await add({ stories: 'abc' }), 400, 1005, 'stories must be a story id');
    expectError(await add({ stories: -4 }), 400, 1005, 'stories must be a story id');
    expectError(await add({ stories: 999999 }), 400, 1017, 'Story not found');
    expectError(await add({ id: 999999 }), 400, 1017, 'Story not found');
    // A story id that was sent but is not one is a bad value, never a "missing" parameter.
    expectError(await add({ id: 'abc' }), 400, 1005, 'Invalid value for stories: stories must be a story id');
    expect(await library(F.READER_USER_ID)).toEqual(before);
  });

  it('answers a malformed story id to remove with 400 Story not found (1017)', async () => {
    for (const id of ['abc', '0', '1.5']) {
      expectError(await as(rosa, request(app).delete(`${lib}/${id}`)), 400, 1017, 'Story not found');
    }
  });

  it('refuses a visitor (401, 1018) and a missing CSRF token (403, 1154) on add and remove', async () => {
    await as(rosa, request(app).post(lib).send({ stories: LONG })).expect(200);
    const before = await library(F.READER_USER_ID);
    expectError(
      await as(visitor, request(app).post(lib).send({ stories: MYSTERY })),
      401,
      1018,
      NOT_LOGGED_IN,
    );
    expectError(await as(visitor, request(app).delete(`${lib}/${LONG}`)), 401, 1018, NOT_LOGGED_IN);
    const add = await request(app).post(lib).set('Cookie', rosa.cookie).send({ stories: MYSTERY });
    expectError(add, 403, 1154, CSRF_REFUSED);
    const remove = await request(app).delete(`${lib}/${LONG}`).set('Cookie', rosa.cookie);
    expectError(remove, 403, 1154, CSRF_REFUSED);
    expect(await library(F.READER_USER_ID)).toEqual(before);
  });

  it('refuses another user reading the library with 403 (1154): a library is its owner’s', async () => {
    expectError(await as(ava, request(app).get(lib)), 403, 1154, M.libraryPrivate);
  });

  it('refuses another user changing the library with 403 (1154) and the message', async () => {
    const before = await library(F.READER_USER_ID);
    expectError(await as(ava, request(app).post(lib).send({ stories: MYSTERY })), 403, 1154, M.notYours);
    expectError(await as(ava, request(app).delete(`${lib}/${LONG}`)), 403, 1154, M.notYours);
    expect(await library(F.READER_USER_ID)).toEqual(before);
  });
});

describe('GET /v4/stories/collections', () => {
  const get = (q: string) => as(rosa, request(app).get(`/v4/stories/collections${q}`));

  it('refuses a visitor with 401 (1018)', async () => {
    expectError(await request(app).get(`/v4/stories/collections?storyIds=${LONG}`), 401, 1018, NOT_LOGGED_IN);
  });

  it('answers a missing or empty storyIds with 400 Parameter missing: storyIds (1006)', async () => {
    for (const q of ['', '?storyIds=', '?storyId=1']) {
      expectError(await get(q), 400, 1006, 'Parameter missing: storyIds');
    }
  });

  it('refuses story ids that are not positive whole numbers, or more than 200, with 400 (1005)', async () => {
    for (const q of ['abc', `${LONG},abc`, '0', '-1', '1.5']) {
      expectError(
        await get(`?storyIds=${q}`),
        400,
        1005,
        'Invalid value for storyIds: stories must be a story id',
      );
    }
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expectError(await get(`?storyIds=${many}`), 400, 1005, 'At most 200 stories at once');
  });
});

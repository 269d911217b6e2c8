/**
 * Bad input and refused writes on the reader API (similar stories, votes, reading position):
 * a 4xx with the legacy JSON body (API-COMPAT.md "Errors"), and nothing saved when refused.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
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

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  rosa = await t.login(F.READER_USER_ID);
  ava = await t.login(F.WRITER_USER_ID);
  visitor = await t.visitor();
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

const LONG = F.LONG_STORY_ID;

describe('GET /api/v3/stories/{id}/similar', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999999999999999', '999999'])(
    'answers story id %s with 400 Story not found (1017)',
    async (id) => {
      expectError(await request(app).get(`/api/v3/stories/${id}/similar`), 400, 1017, 'Story not found');
    },
  );

  it('does not show similar stories of a deleted story', async () => {
    const res = await request(app).get(`/api/v3/stories/${F.DELETED_STORY_ID}/similar`);
    expectError(res, 400, 1017, 'Story not found');
  });
});

describe('votes on parts: POST|DELETE /api/v3/stories/{storyId}/parts/{partId}/votes', () => {
  const partId = F.LONG_STORY_PART_IDS[20]; // nobody has voted for it in this file
  const path = `/api/v3/stories/${LONG}/parts/${partId}/votes`;
  const votes = async (): Promise<number> =>
    Number((await t.db('votes').where({ part_id: partId }).count({ n: '*' }).first())?.n ?? 0);

  it('answers a malformed story id with 1017 and a malformed part id with 1020, both ways', async () => {
    for (const method of ['post', 'delete'] as const) {
      for (const id of ['abc', '0', '-1', '1.5']) {
        expectError(
          await as(rosa, request(app)[method](`/api/v3/stories/${id}/parts/${partId}/votes`)),
          400,
          1017,
          'Story not found',
        );
        expectError(
          await as(rosa, request(app)[method](`/api/v3/stories/${LONG}/parts/${id}/votes`)),
          400,
          1020,
          'Part not found',
        );
      }
      const unknown = await as(rosa, request(app)[method](`/api/v3/stories/${LONG}/parts/999999/votes`));
      expectError(unknown, 400, 1020, 'Part not found');
    }
    expect(await votes()).toBe(0);
  });

  it('refuses a visitor with 401 (1018) on vote and unvote', async () => {
    for (const method of ['post', 'delete'] as const) {
      expectError(await as(visitor, request(app)[method](path)), 401, 1018, NOT_LOGGED_IN);
    }
    expect(await votes()).toBe(0);
  });

  it('refuses a vote or an unvote without the CSRF token, or with another session’s, with 403 (1154)', async () => {
    for (const method of ['post', 'delete'] as const) {
      expectError(await request(app)[method](path).set('Cookie', rosa.cookie), 403, 1154, CSRF_REFUSED);
      const call = request(app)[method];
      const foreign = await call(path).set('Cookie', rosa.cookie).set('x-csrf-token', ava.csrfToken);
      expectError(foreign, 403, 1154, CSRF_REFUSED);
      expectError(await request(app)[method](path), 403, 1154, CSRF_REFUSED);
    }
    expect(await votes()).toBe(0);
  });
});

describe('GET /apiv2/syncreadingposition', () => {
  const get = (query: string) => as(rosa, request(app).get(`/apiv2/syncreadingposition${query}`));

  it('answers a missing or empty story_id with 400 Missing story id (462)', async () => {
    for (const query of ['', '?story_id=', '?storyId=1']) {
      expectError(await get(query), 400, 462, 'Missing story id');
    }
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])(
    'answers story_id=%s with 400 Invalid value for story_id (1005)',
    async (id) => {
      const res = await get(`?story_id=${id}`);
      expectError(res, 400, 1005, 'Invalid value for story_id');
      expect(res.body.message).toContain('positive whole number');
    },
  );

  it('answers an unknown or deleted story with 400 Story not found (1017)', async () => {
    for (const id of [999999, F.DELETED_STORY_ID]) {
      expectError(await get(`?story_id=${id}`), 400, 1017, 'Story not found');
    }
  });

  it('refuses a visitor with 401 (1018) before looking at the input', async () => {
    expectError(await request(app).get('/apiv2/syncreadingposition?story_id=abc'), 401, 1018, NOT_LOGGED_IN);
  });
});

describe('POST /apiv2/syncreadingposition', () => {
  const partId = F.LONG_STORY_PART_IDS[30];
  const post = (s: TestSession, body: object) =>
    as(s, request(app).post('/apiv2/syncreadingposition').send(body));
  const saved = async (userId: number) =>
    t.db('reading_positions').where({ user_id: userId, story_id: LONG }).first('part_id', 'position');

  it('names the missing parameter with 400 (1006), and 462 for a missing story id', async () => {
    const before = await saved(F.READER_USER_ID);
    expectError(await post(rosa, { story_id: LONG, position: 0.5 }), 400, 1006, 'Parameter missing: part_id');
    expectError(
      await post(rosa, { story_id: LONG, part_id: partId }),
      400,
      1006,
      'Parameter missing: position',
    );
    expectError(await post(rosa, { part_id: partId, position: 0.5 }), 400, 462, 'Missing story id');
    expectError(
      await post(rosa, { story_id: '', part_id: partId, position: 0.5 }),
      400,
      462,
      'Missing story id',
    );
    expect(await saved(F.READER_USER_ID)).toEqual(before);
  });

  it('refuses ids that are not positive whole numbers with 400 (1005) naming the field', async () => {
    const before = await saved(F.READER_USER_ID);
    for (const story_id of ['abc', 0, -3, 1.5]) {
      const res = await post(rosa, { story_id, part_id: partId, position: 0.5 });
      expectError(res, 400, 1005, 'Invalid value for story_id: Must be a positive whole number');
    }
    for (const part_id of ['abc', 0, 1.5]) {
      const res = await post(rosa, { story_id: LONG, part_id, position: 0.5 });
      expectError(res, 400, 1005, 'Invalid value for part_id: Must be a positive whole number');
    }
    // A blank field (a form's empty input) is a missing parameter.
    const blank = await post(rosa, { story_id: LONG, part_id: '', position: 0.5 });
    expectError(blank, 400, 1006, 'Parameter missing: part_id');
    expect(await saved(F.READER_USER_ID)).toEqual(before);
  });

  it('never coerces a value that is not a number into a place: blanks, booleans, lists, hex', async () => {
    const before = await saved(F.READER_USER_ID);
    for (const position of [' ', null, [], [0.5], true, false, '0x1']) {
      const res = await post(rosa, { story_id: LONG, part_id: partId, position });
      expect(res.status).toBe(400);
      expect([1005, 1006]).toContain(res.body.error_code);
      expect(res.body.message).toMatch(/position/);
    }
    for (const story_id of [true, [LONG], null]) {
      const res = await post(rosa, { story_id, part_id: partId, position: 0.5 });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/story_id/);
    }
    expect(await saved(F.READER_USER_ID)).toEqual(before);
    // A form sends numbers as text: those still count.
    const form = await as(rosa, request(app).post('/apiv2/syncreadingposition'))
      .type('form')
      .send({ story_id: String(LONG), part_id: String(partId), position: '0.25' });
    expect(form.status).toBe(200);
    const tiny = await as(rosa, request(app).post('/apiv2/syncreadingposition'))
      .type('form')
      .send({ story_id: String(LONG), part_id: String(partId), position: String(0.0000001) }); // "1e-7"
    expect(tiny.status).toBe(200);
  });

  it('refuses a position that is not a number from 0 to 1 with 400 (1005)', async () => {
    const before = await saved(F.READER_USER_ID);
    for (const position of ['abc', -0.1, 1.0001, '2', { a: 1 }, 'Infinity']) {
      const res = await post(rosa, { story_id: LONG, part_id: partId, position });
      expectError(res, 400, 1005, 'Position must be a number from 0 to 1');
    }
    expect(await saved(F.READER_USER_ID)).toEqual(before);
  });

  it('refuses a part that is not one of the story’s readable parts with 400 (1020)', async () => {
    for (const body of [
      { story_id: LONG, part_id: 999999, position: 0.5 },
      { story_id: LONG, part_id: F.ONGOING_STORY_PART_IDS[0], position: 0.5 },
      { story_id: F.ONGOING_STORY_ID, part_id: F.ONGOING_DRAFT_PART_ID, position: 0.5 },
    ]) {
      expectError(await post(rosa, body), 400, 1020, 'Part not found');
    }
  });

  it('answers a malformed JSON body with 400 Invalid request body (1005)', async () => {
    const res = await as(rosa, request(app).post('/apiv2/syncreadingposition'))
      .set('Content-Type', 'application/json')
      .send('{"story_id": 1,');
    expectError(res, 400, 1005, 'Invalid request body');
  });

  it('refuses a visitor (401, 1018) and a write without a valid CSRF token (403, 1154); saves nothing', async () => {
    const body = { story_id: LONG, part_id: partId, position: 0.9 };
    expectError(await post(visitor, body), 401, 1018, NOT_LOGGED_IN);
    const missing = await request(app)
      .post('/apiv2/syncreadingposition')
      .set('Cookie', ava.cookie)
      .send(body);
    expectError(missing, 403, 1154, CSRF_REFUSED);
    const foreign = await request(app)
      .post('/apiv2/syncreadingposition')
      .set('Cookie', ava.cookie)
      .set('x-csrf-token', rosa.csrfToken)
      .send(body);
    expectError(foreign, 403, 1154, CSRF_REFUSED);
    const form = await request(app)
      .post('/apiv2/syncreadingposition')
      .set('Cookie', ava.cookie)
      .type('form')
      .send({ ...body, _csrf: 'not-the-token' });
    expectError(form, 403, 1154, CSRF_REFUSED);
    expect(await saved(F.WRITER_USER_ID)).toBeUndefined();
  });
});

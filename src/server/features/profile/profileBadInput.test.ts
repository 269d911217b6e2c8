/**
 * Bad input and refused writes on the profile and follow APIs that usersRoutes.test.ts leaves
 * out: a 4xx with the legacy JSON body (API-COMPAT.md "Errors"), the code, a message a person can
 * read, and no follow changed when refused.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { LISTS_MESSAGES as M } from '../../../shared/lists/messages';
import { now } from '../../db/knex';
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

const ROSA = F.READER_USERNAME;
const AVA = F.WRITER_USERNAME;
const BRAM = F.USERS.bram;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  rosa = await t.login(F.READER_USER_ID);
  ava = await t.login(F.WRITER_USER_ID);
  visitor = await t.visitor();
  // Rosa follows Bram: refused unfollows must leave it.
  await t.db('follows').insert({ follower_id: F.READER_USER_ID, followee_id: BRAM.id, created_at: now() });
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

const follows = async (): Promise<string[]> =>
  (await t.db('follows').orderBy(['follower_id', 'followee_id']).select('follower_id', 'followee_id')).map(
    (r: { follower_id: number; followee_id: number }) => `${r.follower_id}->${r.followee_id}`,
  );

const PAGED = ['stories', 'stories/published', 'followers', 'following'];

describe('GET /api/v3/users/{username} and its lists of stories and people', () => {
  it.each(['', ...PAGED.map((p) => `/${p}`)])(
    'answers an unknown user on "%s" with 404 User not found (1014)',
    async (suffix) => {
      const res = await request(app).get(`/api/v3/users/nobody_here${suffix}`);
      expectError(res, 404, 1014, 'User not found');
    },
  );

  it.each(
    PAGED.flatMap((path) =>
      [
        ['limit=abc', 'limit'],
        ['limit=0', 'limit'],
        ['limit=-5', 'limit'],
        ['limit=2.5', 'limit'],
        ['offset=-1', 'offset'],
        ['offset=x', 'offset'],
      ].map(([q, name]) => [path, q, name]),
    ),
  )('refuses /%s?%s with 400 (1005) naming %s', async (path, q, name) => {
    const res = await request(app).get(`/api/v3/users/${AVA}/${path}?${q}`);
    expectError(res, 400, 1005, `Invalid value for ${name}`);
  });

  it('caps limit=101 to 100 on /stories (API-COMPAT.md), never refuses it', async () => {
    expect((await request(app).get(`/api/v3/users/${AVA}/stories?limit=101`)).status).toBe(200);
  });

  it('answers a malformed %-escape in the username with 400 (1005), not a 500 or a page', async () => {
    expectError(await request(app).get('/api/v3/users/%E0%A4%A'), 400, 1005, 'Invalid request');
  });
});

describe('POST|DELETE /api/v3/users/{username}/following', () => {
  const path = (who: string) => `/api/v3/users/${who}/following`;
  const send = (s: TestSession, method: 'post' | 'delete', who: string, body: object) =>
    as(s, request(app)[method](path(who)).send(body));

  it.each(['post', 'delete'] as const)(
    '%s: refuses bad users lists with 400 (1005) and changes nothing',
    async (method) => {
      const before = await follows();
      for (const users of [5, [1, 2], null, ' , ', []]) {
        // An unfollow's refusal names unfollowing (issue 24 #6).
        const missing = method === 'post' ? M.missingUsers : M.missingUsersToUnfollow;
        expectError(await send(rosa, method, ROSA, { users }), 400, 1005, missing);
      }
      expectError(await send(rosa, method, ROSA, {}), 400, 1006, 'Parameter missing: users');
      const many = Array.from({ length: 51 }, (_, i) => `user${i}`).join(',');
      expectError(await send(rosa, method, ROSA, { users: many }), 400, 1005, 'At most 50 users at once');
      expectError(await send(rosa, method, ROSA, { users: 'nobody_here' }), 404, 1014, 'User not found');
      expectError(
        await send(rosa, method, ROSA, { users: `${AVA},nobody_here` }),
        404,
        1014,
        'User not found',
      );
      expect(await follows()).toEqual(before);
    },
  );

  it('answers a malformed JSON body with 400 Invalid request body (1005)', async () => {
    for (const method of ['post', 'delete'] as const) {
      const res = await as(rosa, request(app)[method](path(ROSA)))
        .set('Content-Type', 'application/json')
        .send('{"users":');
      expectError(res, 400, 1005, 'Invalid request body');
    }
  });

  it.each(['post', 'delete'] as const)(
    '%s: refuses a visitor (401, 1018), acting for another user (403, 1154) and a missing CSRF token (403)',
    async (method) => {
      const before = await follows();
      expectError(await send(visitor, method, ROSA, { users: BRAM.username }), 401, 1018, NOT_LOGGED_IN);
      // Ava tries to make Rosa (un)follow someone.
      expectError(await send(ava, method, ROSA, { users: BRAM.username }), 403, 1154, M.notYourFollows);
      expectError(
        await send(ava, method, 'nobody_here', { users: BRAM.username }),
        403,
        1154,
        'another user',
      );
      const missing = await request(app)[method](path(ROSA)).set('Cookie', rosa.cookie).send({ users: AVA });
      expectError(missing, 403, 1154, CSRF_REFUSED);
      const call = request(app)[method];
      const foreign = await call(path(ROSA))
        .set('Cookie', rosa.cookie)
        .set('x-csrf-token', ava.csrfToken)
        .send({ users: BRAM.username });
      expectError(foreign, 403, 1154, CSRF_REFUSED);
      expect(await follows()).toEqual(before);
    },
  );
});

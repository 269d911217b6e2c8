/**
 * Mute and block through the API (accounts-safety-messaging §4, §6, §7): the calls, their
 * refusals, and their effects enforced on the server (follow, comment and story read of a blocked
 * account; a muted account's comments hidden from the muter only).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import { LONG_STORY_ID, LONG_STORY_PART_IDS, USERS } from '../../../../seeds/fixtures';
import { ErrorCode } from '../../../shared/common/errors';
import { SAFETY_REFUSED_CODE } from '../../../shared/safety/api';
import { SAFETY_MESSAGES as M } from '../../../shared/safety/messages';
import { asSession as as, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let app: Express;
let ava: TestSession; // writes the long story
let bram: TestSession;
let rosa: TestSession;
let celine: TestSession;
let visitor: TestSession;

const ignore = (s: TestSession, id: string, action: string, method: 'get' | 'post' = 'post') =>
  as(s, request(app)[method](`/apiv2/ignoreuser?id=${encodeURIComponent(id)}&action=${action}`));
const blocks = (s: TestSession, u: string, method: 'get' | 'post' | 'delete') =>
  as(s, request(app)[method](`/v4/users/${u}/blocks${method === 'get' ? '?get_all=true' : ''}`));
const PART = LONG_STORY_PART_IDS[0];
const partComments = `/v5/comments/namespaces/parts/resources/${PART}/comments?limit=50`;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ava = await t.login(USERS.ava.id);
  bram = await t.login(USERS.bram.id);
  rosa = await t.login(USERS.rosa.id);
  celine = await t.login(USERS.celine.id);
  visitor = await t.visitor();
}, 30_000);
afterAll(() => t.close());

describe('mute and unmute', () => {
  it('mutes, lists with username and avatar, is idempotent, unmutes', async () => {
    expect((await ignore(rosa, USERS.elio.username, 'ignore_user')).body).toEqual({
      username: USERS.elio.username,
      isMuted: true,
    });
    await ignore(rosa, USERS.elio.username, 'ignore_user').expect(200);
    const list = await ignore(rosa, '', 'get_ignored_web', 'get').expect(200);
    expect(list.body).toEqual([
      {
        name: USERS.elio.username,
        username: USERS.elio.username,
        avatar: expect.stringContaining(USERS.elio.username),
      },
    ]);
    const profile = await as(rosa, request(app).get(`/api/v3/users/${USERS.elio.username}`));
    expect(profile.body.safety).toEqual({ isMuted: true, isBlocked: false });
    const theirs = await as(
      await t.login(USERS.elio.id),
      request(app).get(`/api/v3/users/${USERS.rosa.username}`),
    );
    expect(theirs.body).toMatchObject({
      safety: { isMuted: false, isBlocked: false },
      isMutingCurrentUser: true,
    });
    await ignore(rosa, USERS.elio.username, 'unignore_user').expect(200);
    expect((await ignore(rosa, '', 'get_ignored_web', 'get')).body).toEqual([]);
  });

  it('refuses visitors, yourself and staff (467), unknown users (404) and bad actions (400)', async () => {
    expectApiError(
      await ignore(visitor, USERS.elio.username, 'ignore_user'),
      401,
      ErrorCode.NotLoggedIn,
      'logged in',
    );
    expectApiError(
      await ignore(rosa, USERS.rosa.username, 'ignore_user'),
      400,
      SAFETY_REFUSED_CODE,
      M.cannotMuteSelf,
    );
    expectApiError(
      await ignore(rosa, USERS.admin.username, 'ignore_user'),
      403,
      SAFETY_REFUSED_CODE,
      M.cannotMuteStaff,
    );
    expectApiError(await ignore(rosa, 'nobody_here', 'ignore_user'), 404, ErrorCode.UserNotFound, '');
    expect((await ignore(rosa, USERS.elio.username, 'shout')).status).toBe(400);
    expect((await as(rosa, request(app).post('/apiv2/ignoreuser?action=ignore_user'))).status).toBe(400);
  });

  it("hides a muted user's comments from the muter only", async () => {
    const text = `Bram was here ${Date.now()}`;
    await as(bram, request(app).post('/v5/comments'))
      .send({ resource: { namespace: 'parts', resourceId: String(PART) }, text })
      .expect(201);
    await ignore(celine, USERS.bram.username, 'ignore_user').expect(200);
    const texts = async (s: TestSession) =>
      ((await as(s, request(app).get(partComments))).body.comments as { text: string }[]).map((c) => c.text);
    expect(await texts(celine)).not.toContain(text);
    expect(await texts(rosa)).toContain(text);
    await ignore(celine, USERS.bram.username, 'unignore_user').expect(200);
    expect(await texts(celine)).toContain(text);
  });
});

describe('block and unblock', () => {
  it('blocks, removes the follows both ways, lists, unblocks; idempotent', async () => {
    await as(bram, request(app).post(`/api/v3/users/${USERS.bram.username}/following`))
      .send({ users: USERS.ava.username })
      .expect(200);
    await as(ava, request(app).post(`/api/v3/users/${USERS.ava.username}/following`))
      .send({ users: USERS.bram.username })
      .expect(200);
    expect((await blocks(ava, USERS.bram.username, 'post').expect(200)).body).toEqual({
      username: USERS.bram.username,
      isBlocked: true,
    });
    await blocks(ava, USERS.bram.username, 'post').expect(200);
    const follows = await t
      .db('follows')
      .whereIn('follower_id', [USERS.ava.id, USERS.bram.id])
      .whereIn('followee_id', [USERS.ava.id, USERS.bram.id]);
    expect(follows).toEqual([]);
    const list = await blocks(ava, USERS.ava.username, 'get').expect(200);
    expect(list.body).toEqual({
      users: [{ username: USERS.bram.username, avatar: expect.stringContaining(USERS.bram.username) }],
      total: 1,
    });
    const seen = await as(bram, request(app).get(`/api/v3/users/${USERS.ava.username}`));
    expect(seen.body).toMatchObject({ isBlockingCurrentUser: true, following: false });
  });

  it('keeps the blocked account from following, commenting and reading', async () => {
    const follow = await as(bram, request(app).post(`/api/v3/users/${USERS.bram.username}/following`)).send({
      users: USERS.ava.username,
    });
    expectApiError(follow, 403, ErrorCode.AccessDenied, M.blockedFollow);
    const comment = await as(bram, request(app).post('/v5/comments')).send({
      resource: { namespace: 'parts', resourceId: String(PART) },
      text: 'Let me in',
    });
    expect(comment.status).toBeGreaterThanOrEqual(400);
    expect(comment.status).toBeLessThan(500);
    const story = await as(bram, request(app).get(`/api/v3/stories/${LONG_STORY_ID}`));
    expect(story.status).toBe(400);
    expect(story.body.error_code).toBe(ErrorCode.StoryNotFound);
    // The blocker's stories leave the blocked account's listings (tag pages, search).
    const tag = await as(bram, request(app).get('/v4/tags/fantasy/stories?limit=50'));
    expect((tag.body.stories as { id: string }[]).map((x) => Number(x.id))).not.toContain(LONG_STORY_ID);
    const seenByRosa = await as(rosa, request(app).get('/v4/tags/fantasy/stories?limit=50'));
    expect((seenByRosa.body.stories as { id: string }[]).map((x) => Number(x.id))).toContain(LONG_STORY_ID);
    // Others still read it, and the blocker may still follow nobody in the way.
    await as(rosa, request(app).get(`/api/v3/stories/${LONG_STORY_ID}`)).expect(200);
  });

  it('unblocks: the account may follow and read again', async () => {
    await blocks(ava, USERS.bram.username, 'delete').expect(200);
    await blocks(ava, USERS.bram.username, 'delete').expect(200);
    expect((await blocks(ava, USERS.ava.username, 'get')).body).toEqual({ users: [], total: 0 });
    await as(bram, request(app).get(`/api/v3/stories/${LONG_STORY_ID}`)).expect(200);
    await as(bram, request(app).post(`/api/v3/users/${USERS.bram.username}/following`))
      .send({ users: USERS.ava.username })
      .expect(200);
  });

  it("refuses visitors, another's list, yourself, staff and unknown users", async () => {
    expectApiError(
      await blocks(visitor, USERS.bram.username, 'post'),
      401,
      ErrorCode.NotLoggedIn,
      'logged in',
    );
    expectApiError(
      await blocks(rosa, USERS.ava.username, 'get'),
      403,
      ErrorCode.AccessDenied,
      M.notYourBlocks,
    );
    expectApiError(
      await blocks(rosa, USERS.rosa.username, 'post'),
      400,
      SAFETY_REFUSED_CODE,
      M.cannotBlockSelf,
    );
    expectApiError(
      await blocks(rosa, USERS.admin.username, 'post'),
      403,
      SAFETY_REFUSED_CODE,
      M.cannotBlockStaff,
    );
    expectApiError(await blocks(rosa, 'nobody_here', 'delete'), 404, ErrorCode.UserNotFound, '');
  });
});

describe('POST /safety (no JavaScript)', () => {
  it('mutes and unmutes, then goes back; a refusal goes back flagged', async () => {
    const form = (fields: Record<string, string>) =>
      as(rosa, request(app).post('/safety'))
        .type('form')
        .send({ ...fields, _csrf: rosa.csrfToken });
    const back = '/settings?section=mute';
    const done = await form({ action: 'mute', username: USERS.dev.username, back });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(back);
    expect((await ignore(rosa, '', 'get_ignored_web', 'get')).body).toHaveLength(1);
    await form({ action: 'unmute', username: USERS.dev.username, back }).expect(303);
    expect((await ignore(rosa, '', 'get_ignored_web', 'get')).body).toHaveLength(0);
    const refused = await form({ action: 'mute', username: USERS.rosa.username, back });
    expect(refused.headers.location).toBe(`${back}&safety=failed`);
  });
});

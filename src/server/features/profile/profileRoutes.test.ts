import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { asSession as as } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let app: Express;
let rosa: TestSession;
let sam: TestSession;
let visitor: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  rosa = await t.login(F.READER_USER_ID);
  sam = await t.login(F.USERS.sam.id);
  visitor = await t.visitor();
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

const ROSA = F.READER_USERNAME;
const AVA = F.WRITER_USERNAME;
const follow = (s: TestSession, who: string, users: string, on = true) =>
  as(s, (on ? request(app).post : request(app).delete)(`/api/v3/users/${who}/following`).send({ users }));

describe('GET /api/v3/users/{username}', () => {
  it('answers the public profile; private fields only for the user themself', async () => {
    const anon = await request(app).get(`/api/v3/users/${AVA}`);
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({
      username: AVA,
      numStoriesPublished: 2,
      numLists: 0,
      following: false,
      follower: false,
      safety: { isMuted: false, isBlocked: false },
    });
    expect(anon.body.createDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(anon.body.avatar).toContain(AVA);
    for (const key of ['email', 'birthdate', 'has_password', 'verified_email', 'inbox']) {
      expect(anon.body).not.toHaveProperty(key);
    }
    const other = await as(rosa, request(app).get(`/api/v3/users/${AVA}`));
    expect(other.body).not.toHaveProperty('email');
    const self = await as(rosa, request(app).get(`/api/v3/users/${ROSA}`));
    expect(self.body).toMatchObject({
      username: ROSA,
      email: expect.stringContaining('@'),
      has_password: true,
      verified_email: true,
      inbox: { unread: 0 },
    });
  });

  it('selects fields and answers 404 (1014) for an unknown user', async () => {
    const res = await request(app).get(`/api/v3/users/${AVA}?fields=username,numFollowers`);
    expect(res.body).toEqual({ username: AVA, numFollowers: expect.any(Number) });
    const missing = await request(app).get('/api/v3/users/nobody_here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error_code: 1014, message: 'User not found' });
  });
});

describe('following', () => {
  it('follows and unfollows (idempotent); counts and flags move by one', async () => {
    const before = (await request(app).get(`/api/v3/users/${AVA}`)).body.numFollowers;
    for (let i = 0; i < 2; i++) expect((await follow(rosa, ROSA, AVA)).status).toBe(200);
    const after = await as(rosa, request(app).get(`/api/v3/users/${AVA}`));
    expect(after.body).toMatchObject({ numFollowers: before + 1, following: true });
    const mine = await as(rosa, request(app).get(`/api/v3/users/${ROSA}`));
    expect(mine.body.numFollowing).toBeGreaterThanOrEqual(1);
    const followers = await request(app).get(`/api/v3/users/${AVA}/followers`);
    expect(followers.body.users.map((u: { username: string }) => u.username)).toContain(ROSA);
    const following = await request(app).get(`/api/v3/users/${ROSA}/following?fields=users(username),total`);
    expect(following.body.users).toContainEqual({ username: AVA });
    for (let i = 0; i < 2; i++) expect((await follow(rosa, ROSA, AVA, false)).status).toBe(200);
    const undone = await as(rosa, request(app).get(`/api/v3/users/${AVA}`));
    expect(undone.body).toMatchObject({ numFollowers: before, following: false });
  });

  it('leaves a closed account out of the counts as out of the lists (they always agree)', async () => {
    const mona = await t.login(F.USERS.mona.id);
    expect((await follow(mona, F.USERS.mona.username, AVA)).status).toBe(200);
    const counted = async () => {
      const profile = await request(app).get(`/api/v3/users/${AVA}`);
      const listed = await request(app).get(`/api/v3/users/${AVA}/followers?limit=100`);
      expect(profile.body.numFollowers).toBe(listed.body.total);
      return profile.body.numFollowers as number;
    };
    const open = await counted();
    await t.db('users').where('id', F.USERS.mona.id).update({ closed_at: new Date() });
    expect(await counted()).toBe(open - 1);
  });

  it('follows several users from a comma list', async () => {
    expect((await follow(sam, F.USERS.sam.username, `${AVA}, bram_stone`)).status).toBe(200);
    const res = await request(app).get(`/api/v3/users/${F.USERS.sam.username}/following?limit=1`);
    expect(res.body.total).toBe(2);
    expect(res.body.users).toHaveLength(1);
    expect(res.body.nextUrl).toContain('offset=1');
  });

  it('refuses visitors (401, 1018), acting as someone else (403, 1154), bad input (400/404)', async () => {
    const anon = await follow(visitor, ROSA, AVA);
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error_code: 1018 });
    const other = await follow(rosa, AVA, 'bram_stone');
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error_code: 1154 });
    const empty = await follow(rosa, ROSA, ' , ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Give the usernames to follow');
    const self = await follow(rosa, ROSA, ROSA);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot follow yourself');
    const unknown = await follow(rosa, ROSA, 'nobody_here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error_code: 1014 });
    const forged = await request(app)
      .post(`/api/v3/users/${ROSA}/following`)
      .set('Cookie', rosa.cookie)
      .send({ users: AVA });
    expect(forged.status).toBe(403);
  });
});

describe('GET /api/v3/users/{username}/stories/published', () => {
  it('pages the published, non-deleted stories', async () => {
    const res = await request(app).get(
      `/api/v3/users/${AVA}/stories/published?limit=1&fields=stories(id),total,nextUrl`,
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.stories).toHaveLength(1);
    expect(res.body.nextUrl).toContain('offset=1');
    const elio = await request(app).get('/api/v3/users/elio_ink/stories/published');
    const ids = elio.body.stories.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(String(F.TINY_STORIES.deleted.id));
    expect(ids).not.toContain(String(F.TINY_STORIES.draft.id));
    expect((await request(app).get(`/api/v3/users/${AVA}/stories/published?limit=0`)).status).toBe(400);
  });
});

describe('GET /api/v3/users/{username}/stories', () => {
  const DRAFT = String(F.TINY_STORIES.draft.id);
  const DELETED = String(F.TINY_STORIES.deleted.id);
  const idsOf = (res: request.Response) => res.body.stories.map((s: { id: string }) => s.id);

  it('gives anyone else the published stories, and the writer themself their drafts too', async () => {
    const path = `/api/v3/users/${F.USERS.elio.username}/stories`;
    const published = await request(app).get(`${path}/published?limit=50`);
    const asVisitor = await request(app).get(`${path}?limit=50`).expect(200);
    expect(idsOf(asVisitor)).toEqual(idsOf(published));
    expect(idsOf(asVisitor)).not.toContain(DRAFT);
    const asRosa = await request(app).get(`${path}?limit=50`).set('Cookie', rosa.cookie);
    expect(idsOf(asRosa)).not.toContain(DRAFT);

    const elio = await t.login(F.USERS.elio.id);
    const own = await request(app).get(`${path}?limit=1`).set('Cookie', elio.cookie).expect(200);
    expect(own.body.total).toBe(asVisitor.body.total + 1);
    expect(own.body.nextUrl).toContain(`${path}?limit=1&offset=1`);
    expect(own.headers['cache-control']).toContain('private');
    const all = await request(app).get(`${path}?limit=50`).set('Cookie', elio.cookie);
    expect(idsOf(all)).toContain(DRAFT);
    expect(idsOf(all)).not.toContain(DELETED);
    expect((await request(app).get('/api/v3/users/nobody_here/stories')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestDb, type TestDb } from '../../db/testDb';
import { makeTestApp, TEST_ORIGIN } from './testApp';

const API_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const STORY_NOT_FOUND = {
  result: 'ERROR',
  error_type: 'NotFound',
  error_code: 1017,
  message: 'Story not found',
  code: 1017,
};

let t: TestDb;
let app: Express;

beforeAll(async () => {
  t = await createTestDb();
  app = makeTestApp(t.db);
});
afterAll(async () => {
  await t.destroy();
});

describe('GET /api/v3/stories/:id', () => {
  it('returns the full default shape', async () => {
    const res = await request(app).get(`/api/v3/stories/${F.LONG_STORY_ID}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const s = res.body;
    expect(s).toMatchObject({
      id: String(F.LONG_STORY_ID),
      title: F.LONG_STORY_TITLE,
      completed: true,
      deleted: false,
      numParts: 50,
      firstPartId: F.LONG_STORY_PART_IDS[0],
      paidModel: '',
      isPaywalled: false,
      tagRankings: expect.arrayContaining([{ name: 'fantasy', rank: expect.any(Number) }]),
      tags: ['fantasy', 'magic', 'queen', 'completed'],
      language: { id: 1, name: expect.any(String) },
      user: { name: F.WRITER_USERNAME, fullname: 'Ava Ashdown' },
    });
    const keys = [
      ...['id', 'title', 'length', 'createDate', 'modifyDate', 'voteCount', 'readCount', 'commentCount'],
      ...['language', 'user', 'description', 'cover', 'completed', 'categories', 'tags', 'rating', 'mature'],
      ...['copyright', 'url', 'firstPartId', 'numParts', 'firstPublishedPart', 'lastPublishedPart'],
      ...['isPaywalled', 'paidModel', 'tagRankings', 'deleted', 'parts'],
    ];
    for (const key of keys) expect(s).toHaveProperty(key);
    expect(s.createDate).toMatch(API_DATE);
    expect(s.modifyDate).toMatch(API_DATE);
    expect(s.firstPublishedPart).toEqual({
      id: F.LONG_STORY_PART_IDS[0],
      createDate: expect.stringMatching(API_DATE),
    });
    expect(s.lastPublishedPart.id).toBe(F.LONG_STORY_PART_IDS[49]);
    expect(s.url).toBe(`${TEST_ORIGIN}/story/${F.LONG_STORY_ID}-the-salt-queen`);
    expect(s.cover).toMatch(new RegExp(`^${TEST_ORIGIN}/.*-256-`));
    expect(s.user.avatar).toMatch(/^http:\/\/storyloom\.test\/.*-128-/);
    expect(s.categories).toEqual([expect.any(Number)]);
    expect(typeof s.length).toBe('number');
    expect(s.length).toBeGreaterThan(0);
    expect(s.parts).toHaveLength(50);
    const part = s.parts[0];
    expect(part).toEqual({
      id: F.LONG_STORY_PART_IDS[0],
      // Part statuses of the story page (reading-discovery §3 Part).
      isBlocked: false,
      isBonusPart: false,
      isScheduledPart: false,
      scheduledPublishDate: null,
      title: expect.any(String),
      url: expect.stringMatching(new RegExp(`^${TEST_ORIGIN}/${F.LONG_STORY_PART_IDS[0]}-the-salt-queen`)),
      createDate: expect.stringMatching(API_DATE),
      modifyDate: expect.stringMatching(API_DATE),
      length: expect.any(Number),
      photoUrl: expect.any(String),
      commentCount: expect.any(Number),
      voteCount: 2,
      readCount: expect.any(Number),
      draft: false,
      deleted: false,
      rating: expect.any(Number),
    });
  });

  it('cuts the answer to fields=', async () => {
    const res = await request(app).get(
      `/api/v3/stories/${F.SCRIPT_STORY_ID}?fields=id,title,parts(id,title)`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: String(F.SCRIPT_STORY_ID),
      title: F.SCRIPT_STORY_TITLE,
      parts: [
        { id: F.SCRIPT_PART_ID, title: 'Chapter 1: Escapes' },
        { id: F.TINY_STORIES.script.partIds[1], title: 'Chapter 2: Plain Text' },
      ],
    });
    const first = await request(app).get(`/api/v3/stories/${F.LONG_STORY_ID}?fields=firstPartId,,nope`);
    expect(first.body).toEqual({ firstPartId: F.LONG_STORY_PART_IDS[0] });
  });

  it('answers an unknown story with 400 and the legacy body', async () => {
    const res = await request(app).get('/api/v3/stories/999999');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(STORY_NOT_FOUND);
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999999999999999'])(
    'answers id %s with 400, not 500',
    async (id) => {
      const res = await request(app).get(`/api/v3/stories/${id}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(STORY_NOT_FOUND);
    },
  );

  it('hides a deleted story from visitors and shows it to its owner and admins', async () => {
    const anon = await request(app).get(`/api/v3/stories/${F.DELETED_STORY_ID}`);
    expect(anon.status).toBe(400);
    expect(anon.body).toEqual(STORY_NOT_FOUND);
    const reader = await request(app).get(`/api/v3/stories/${F.DELETED_STORY_ID}`).set('x-test-user', '7');
    expect(reader.status).toBe(400);
    const owner = await request(app)
      .get(`/api/v3/stories/${F.DELETED_STORY_ID}`)
      .set('x-test-user', String(F.USERS.elio.id));
    expect(owner.status).toBe(200);
    expect(owner.body.deleted).toBe(true);
    expect(owner.headers['cache-control']).toMatch(/^private/);
    const admin = await request(app).get(`/api/v3/stories/${F.DELETED_STORY_ID}`).set('x-test-user', '1');
    expect(admin.body.deleted).toBe(true);
  });

  it('shows draft and deleted parts to the owner only', async () => {
    const anon = await request(app).get(`/api/v3/stories/${F.ONGOING_STORY_ID}`);
    const ids = anon.body.parts.map((p: { id: number }) => p.id);
    expect(ids).toEqual(F.ONGOING_STORY_PART_IDS.slice(0, 3).concat(F.ONGOING_NEW_PART_ID));
    expect(anon.body.numParts).toBe(4);
    expect(anon.body.parts.every((p: { draft: boolean; deleted: boolean }) => !p.draft && !p.deleted)).toBe(
      true,
    );

    const owner = await request(app)
      .get(`/api/v3/stories/${F.ONGOING_STORY_ID}`)
      .set('x-test-user', String(F.USERS.bram.id));
    expect(owner.body.parts.map((p: { id: number }) => p.id)).toEqual(F.ONGOING_STORY_PART_IDS);
    const byId = new Map(owner.body.parts.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(F.ONGOING_DRAFT_PART_ID)).toMatchObject({ draft: true, deleted: false });
    expect(byId.get(F.ONGOING_SCHEDULED_PART_ID)).toMatchObject({ draft: true });
    expect(byId.get(F.ONGOING_DELETED_PART_ID)).toMatchObject({ deleted: true });
    expect(owner.body.numParts).toBe(4);
  });

  it('hides a story whose only part is a draft from everyone but its owner', async () => {
    const anon = await request(app).get(`/api/v3/stories/${F.DRAFT_STORY_ID}?fields=id`);
    expect(anon.status).toBe(400);
    const owner = await request(app)
      .get(`/api/v3/stories/${F.DRAFT_STORY_ID}`)
      .set('x-test-user', String(F.USERS.elio.id));
    expect(owner.status).toBe(200);
    expect(owner.body.numParts).toBe(0);
    expect(owner.body.parts).toHaveLength(1);
    expect(owner.body.firstPartId).toBe(F.TINY_STORIES.draft.partIds[0]);
  });

  it('marks a mature story', async () => {
    const res = await request(app).get(`/api/v3/stories/${F.MATURE_STORY_ID}?fields=mature,rating`);
    expect(res.body).toEqual({ mature: true, rating: 4 });
  });

  it('accepts a trailing slash', async () => {
    const res = await request(app).get(`/api/v3/stories/${F.LONG_STORY_ID}/?fields=id`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: String(F.LONG_STORY_ID) });
  });
});

describe('GET /api/v3/categories', () => {
  it('lists categories with roles as arrays', async () => {
    const res = await request(app).get('/api/v3/categories/');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const c of res.body) {
      expect(Object.keys(c).sort()).toEqual(['id', 'name', 'name_english', 'roles']);
      expect(typeof c.id).toBe('number');
      expect(Array.isArray(c.roles)).toBe(true);
    }
  });
});

describe('unknown API paths', () => {
  it.each(['/api/v3/nothing', '/v4/nope/1', '/apiv2/whatever', '/apiv2/?m=nothing'])(
    '%s → 404 1001',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        result: 'ERROR',
        error_type: 'NotFound',
        error_code: 1001,
        message: 'Unknown endpoint',
        code: 1001,
      });
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { formatDateTime } from '../../../shared/common/format';
import { TEST_ORIGIN } from '../../test/serviceContext';
import { createTestApp, type TestApp } from '../../test/testApp';

const API_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const STORY_NOT_FOUND = {
  result: 'ERROR',
  error_type: 'NotFound',
  error_code: 1017,
  message: 'Story not found',
  code: 1017,
};

let t: TestApp;
let app: Express;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: TEST_ORIGIN } });
  app = t.app;
});
afterAll(async () => {
  await t.close();
});

/** The session cookie of a seeded user signed in. */
const cookieOf = async (userId: number): Promise<string> => (await t.login(userId)).cookie;

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
      // Story details data (reading-discovery §3).
      ...['numNewParts', 'hasBonusParts', 'numNewBonusParts', 'storyTags', 'draft', 'storyLanguage'],
      ...['storyCategories', 'firstStoryPart', 'storyReportUrl'],
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
      bonusTypeName: null,
      isScheduledPart: false,
      scheduledPublishDate: null,
      formattedScheduledPublishDatetime: null,
      new: false,
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
      // Exporters fetch each chapter from here (API-COMPAT.md).
      text_url: { text: `${TEST_ORIGIN}/apiv2/storytext?id=${F.LONG_STORY_PART_IDS[0]}` },
    });
  });

  it('adds the story details data: counts of new and bonus parts, tags, language, category, urls', async () => {
    const res = await request(app).get(`/api/v3/stories/${F.ONGOING_STORY_ID}`);
    expect(res.status).toBe(200);
    const s = res.body;
    // Published parts at -60, -50, -40 and -3 days: only the last one is new.
    expect(s.parts.map((p: { new: boolean }) => p.new)).toEqual([false, false, false, true]);
    expect(s.parts[3].id).toBe(F.ONGOING_NEW_PART_ID);
    expect(s).toMatchObject({
      numNewParts: 1,
      hasBonusParts: false,
      numNewBonusParts: 0,
      draft: false,
      storyLanguage: { id: 1, name: 'English' },
      storyCategories: [{ id: 4, name: 'Romance', name_english: 'Romance', roles: expect.any(Array) }],
      firstStoryPart: { url: s.parts[0].url },
      storyReportUrl: `${TEST_ORIGIN}/help/dmca?storyId=${F.ONGOING_STORY_ID}&reportedUser=bram_stone&language=1`,
      user: { name: 'bram_stone', username: 'bram_stone', fullname: 'Bram Stone' },
    });
    expect(s.language).toEqual(s.storyLanguage);
    expect(s.storyTags).toEqual(s.tags.map((name: string) => ({ id: expect.any(Number), name })));
    expect(s.tags).toEqual(['romance', 'slowburn', 'harbour']);
    // Visitors never get the admin-panel data.
    for (const key of ['age', 'country', 'totalReads']) expect(s.user).not.toHaveProperty(key);
    const long = await request(app).get(`/api/v3/stories/${F.LONG_STORY_ID}?fields=numNewParts,draft`);
    expect(long.body).toEqual({ numNewParts: 0, draft: false });
  });

  it('never marks a draft, an old part or a deleted part new; formats a scheduled part', async () => {
    const owner = await request(app)
      .get(`/api/v3/stories/${F.ONGOING_STORY_ID}`)
      .set('Cookie', await cookieOf(F.USERS.bram.id));
    const byId = new Map(owner.body.parts.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(F.ONGOING_NEW_PART_ID)).toMatchObject({ new: true, draft: false });
    // Created 20 days ago (deleted 15 days ago): not new.
    expect(byId.get(F.ONGOING_DELETED_PART_ID)).toMatchObject({ new: false, deleted: true });
    // Created yesterday, but a draft.
    expect(byId.get(F.ONGOING_DRAFT_PART_ID)).toMatchObject({
      new: false,
      draft: true,
      formattedScheduledPublishDatetime: null,
    });
    const scheduled = byId.get(F.ONGOING_SCHEDULED_PART_ID) as Record<string, unknown>;
    expect(scheduled).toMatchObject({ new: false, isScheduledPart: true });
    expect(scheduled.scheduledPublishDate).toMatch(API_DATE);
    expect(scheduled.formattedScheduledPublishDatetime).toBe(
      formatDateTime(scheduled.scheduledPublishDate as string),
    );
    expect(scheduled.formattedScheduledPublishDatetime).toMatch(/^[A-Z][a-z]{2} \d\d, \d{4} \d\d:\d\d[AP]M$/);
    // The counts are over published parts only, the same for the owner as for visitors.
    expect(owner.body).toMatchObject({ numNewParts: 1, numNewBonusParts: 0, hasBonusParts: false });
  });

  it("names a bonus part's type and counts bonus parts", async () => {
    const res = await request(app).get(`/api/v3/stories/${F.PAID_STORY_ID}`);
    expect(res.status).toBe(200);
    const bonus = res.body.parts.find((p: { id: number }) => p.id === F.PAID_STORY_PART_IDS[7]);
    expect(bonus).toMatchObject({ isBonusPart: true, bonusTypeName: 'Exclusive Chapter', new: false });
    const paid = res.body.parts.find((p: { id: number }) => p.id === F.PAID_STORY_PART_IDS[4]);
    expect(paid).toMatchObject({ isBonusPart: false, bonusTypeName: null });
    expect(res.body).toMatchObject({ hasBonusParts: true, numNewBonusParts: 0, numNewParts: 0 });
  });

  it('marks a story without published parts as a draft (its owner sees it)', async () => {
    const owner = await request(app)
      .get(`/api/v3/stories/${F.DRAFT_STORY_ID}`)
      .set('Cookie', await cookieOf(F.USERS.elio.id));
    expect(owner.body).toMatchObject({
      draft: true,
      deleted: false,
      numParts: 0,
      numNewParts: 0,
      storyCategories: [],
      firstStoryPart: { url: expect.stringMatching(`^${TEST_ORIGIN}/${F.TINY_STORIES.draft.partIds[0]}-`) },
    });
    expect(owner.body.parts[0]).toMatchObject({ draft: true, new: false });
    const deleted = await request(app)
      .get(`/api/v3/stories/${F.DELETED_STORY_ID}?fields=draft,deleted`)
      .set('Cookie', await cookieOf(F.USERS.elio.id));
    expect(deleted.body).toEqual({ draft: false, deleted: true });
  });

  it("gives a system admin the author's age, country and total reads", async () => {
    const admin = F.ADMIN_USER_ID;
    const bram = await request(app)
      .get(`/api/v3/stories/${F.ONGOING_STORY_ID}?fields=user`)
      .set('Cookie', await cookieOf(admin));
    const [{ total }] = await t
      .db('stories')
      .where('user_id', F.USERS.bram.id)
      .whereNull('deleted_at')
      .sum({ total: 'read_count' });
    expect(bram.body.user).toMatchObject({
      username: 'bram_stone',
      age: null,
      country: 'GB',
      totalReads: Number(total),
    });
    expect(Number(total)).toBeGreaterThan(0);
    const elio = await request(app)
      .get(`/api/v3/stories/${F.DRAFT_STORY_ID}?fields=user`)
      .set('Cookie', await cookieOf(admin));
    const born = new Date(Date.UTC(1999, 3, 12));
    const today = new Date();
    const age =
      today.getUTCFullYear() -
      born.getUTCFullYear() -
      (today.getUTCMonth() < 3 || (today.getUTCMonth() === 3 && today.getUTCDate() < 12) ? 1 : 0);
    expect(elio.body.user).toMatchObject({ age, country: null });
    // The owner (not an admin) does not get them.
    const own = await request(app)
      .get(`/api/v3/stories/${F.ONGOING_STORY_ID}?fields=user`)
      .set('Cookie', await cookieOf(F.USERS.bram.id));
    expect(Object.keys(own.body.user).sort()).toEqual(['avatar', 'fullname', 'name', 'username']);
  });

  it('selects the new fields with fields=', async () => {
    const res = await request(app).get(
      `/api/v3/stories/${F.ONGOING_STORY_ID}?fields=numNewParts,storyTags,firstStoryPart,parts(id,new,bonusTypeName)`,
    );
    expect(Object.keys(res.body).sort()).toEqual(['firstStoryPart', 'numNewParts', 'parts', 'storyTags']);
    expect(res.body.numNewParts).toBe(1);
    expect(res.body.storyTags.map((t: { name: string }) => t.name)).toEqual([
      'romance',
      'slowburn',
      'harbour',
    ]);
    expect(res.body.firstStoryPart.url).toMatch(
      new RegExp(`^${TEST_ORIGIN}/${F.ONGOING_STORY_PART_IDS[0]}-`),
    );
    expect(res.body.parts[3]).toEqual({ id: F.ONGOING_NEW_PART_ID, new: true, bonusTypeName: null });
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
    const reader = await request(app)
      .get(`/api/v3/stories/${F.DELETED_STORY_ID}`)
      .set('Cookie', await cookieOf(7));
    expect(reader.status).toBe(400);
    const owner = await request(app)
      .get(`/api/v3/stories/${F.DELETED_STORY_ID}`)
      .set('Cookie', await cookieOf(F.USERS.elio.id));
    expect(owner.status).toBe(200);
    expect(owner.body.deleted).toBe(true);
    expect(owner.headers['cache-control']).toMatch(/^private/);
    const admin = await request(app)
      .get(`/api/v3/stories/${F.DELETED_STORY_ID}`)
      .set('Cookie', await cookieOf(1));
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
      .set('Cookie', await cookieOf(F.USERS.bram.id));
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
      .set('Cookie', await cookieOf(F.USERS.elio.id));
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

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { ApiError } from '../../../shared/common/errors';
import { now } from '../../db/dates';
import { parseFields } from '../../lib/fields';
import { getPartText, type PaidAccessCheck } from './partsService';
import { getStory, listCategories, listRecentStories } from './storiesService';
import { toStoryCard } from './storiesMapping';
import { storyCardRows, type CardRow } from './storiesQueries';
import { TEST_ORIGIN, testContext } from '../../test/serviceContext';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: TEST_ORIGIN } });
});
afterAll(async () => {
  await t.close();
});

/** The session cookie of a seeded user signed in. */
const cookieOf = async (userId: number): Promise<string> => (await t.login(userId)).cookie;

/** Runs `fn` and counts the SQL queries it sends. */
async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const onQuery = (): void => {
    n += 1;
  };
  t.db.on('query', onQuery);
  try {
    await fn();
  } finally {
    t.db.removeListener('query', onQuery);
  }
  return n;
}

describe('listRecentStories', () => {
  it('lists visible stories, most recently modified first, with cards', async () => {
    const cards = await listRecentStories(testContext(t.db), { limit: 50 });
    const ids = cards.map((c) => Number(c.id));
    expect(ids).not.toContain(F.DELETED_STORY_ID);
    expect(ids).not.toContain(F.DRAFT_STORY_ID);
    expect(ids).toContain(F.LONG_STORY_ID);
    expect(ids).toHaveLength(F.TINY_STORY_COUNT - 2);

    const modified = await t.db('stories').select('id', 'modified_at').whereIn('id', ids);
    const time = new Map(
      modified.map((r: { id: number; modified_at: number | Date }) => [
        r.id,
        Number(new Date(r.modified_at)),
      ]),
    );
    const times = ids.map((id) => time.get(id) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const long = cards.find((c) => Number(c.id) === F.LONG_STORY_ID);
    expect(long).toMatchObject({ numParts: 50, firstPartId: F.LONG_STORY_PART_IDS[0], completed: true });
    expect(long?.tags).toEqual(['fantasy', 'magic', 'queen', 'completed']);
  });

  it('pages with limit/offset and filters by language', async () => {
    const all = await listRecentStories(testContext(t.db), { limit: 50 });
    const page = await listRecentStories(testContext(t.db), { limit: 3, offset: 2 });
    expect(page.map((c) => c.id)).toEqual(all.slice(2, 5).map((c) => c.id));
    const french = await listRecentStories(testContext(t.db), { languageId: F.FRENCH_LANGUAGE_ID });
    expect(french.map((c) => Number(c.id))).toEqual([F.FRENCH_STORY_ID]);
  });

  it('gives cards their paid model, length and language', async () => {
    const cards = await listRecentStories(testContext(t.db), { limit: 50 });
    const stored = new Map(
      (await t.db('stories').select('id', 'length')).map((r: { id: number; length: number }) => [
        String(r.id),
        Number(r.length),
      ]),
    );
    const paid = cards.find((c) => Number(c.id) === F.PAID_STORY_ID);
    expect(paid).toMatchObject({ paidModel: 'paid_story', language: { id: 1, name: 'English' } });
    expect(paid?.length).toBe(stored.get(String(F.PAID_STORY_ID)));
    expect(paid?.length).toBeGreaterThan(0);
    const french = cards.find((c) => Number(c.id) === F.FRENCH_STORY_ID);
    expect(french).toMatchObject({ paidModel: '', language: { id: F.FRENCH_LANGUAGE_ID, name: 'French' } });
    expect(french?.user).toEqual({
      name: 'celine_fr',
      fullname: 'Céline Moreau',
      avatar: expect.any(String),
    });
  });

  it('builds the same card from storyCardRows (the home and lists queries)', async () => {
    const rows: CardRow[] = await storyCardRows(t.db).whereIn('stories.id', [
      F.PAID_STORY_ID,
      F.SPANISH_STORY_ID,
    ]);
    const cards = new Map(rows.map((r) => [Number(r.id), toStoryCard(r, TEST_ORIGIN)]));
    const recent = await listRecentStories(testContext(t.db), { limit: 50 });
    for (const id of [F.PAID_STORY_ID, F.SPANISH_STORY_ID])
      expect(cards.get(id)).toEqual(recent.find((c) => Number(c.id) === id));
    expect(cards.get(F.SPANISH_STORY_ID)?.language).toEqual({ id: 5, name: 'Spanish' });
  });

  it('uses a fixed number of queries per page', async () => {
    expect(await countQueries(() => listRecentStories(testContext(t.db), { limit: 10 }))).toBeLessThanOrEqual(
      3,
    );
  });
});

describe('getStory', () => {
  it('loads a 50-part story page in a handful of queries (no N+1)', async () => {
    // story, parts, tags, tag rankings (one query for all of the story's tags)
    expect(
      await countQueries(() => getStory(testContext(t.db), String(F.LONG_STORY_ID))),
    ).toBeLessThanOrEqual(4);
  });

  it('skips the parts and tags queries when fields leave them out', async () => {
    const ctx = testContext(t.db, F.USERS.ava.id);
    const fields = parseFields('id,title');
    expect(await countQueries(() => getStory(ctx, String(F.LONG_STORY_ID), { fields }))).toBe(1);
  });

  it('throws storyNotFound for bad ids', async () => {
    await expect(getStory(testContext(t.db), 'abc')).rejects.toMatchObject({ status: 400, code: 1017 });
  });
});

describe('getPartText', () => {
  it('splits the text into paragraphs with 32-hex ids', async () => {
    const text = await getPartText(testContext(t.db), F.SCRIPT_PART_ID);
    expect(text.partId).toBe(F.SCRIPT_PART_ID);
    expect(text.paragraphs).toHaveLength(F.SCRIPT_PART_PARAGRAPHS.length);
    expect(text.paragraphs[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      html: F.SCRIPT_PART_FIRST_HTML,
    });
    expect(text.textHash).toMatch(/^[0-9a-f]{32}$/);
  });

  describe('paid parts', () => {
    const paidPart = F.PAID_STORY_PART_IDS[4];

    it('refuses a locked part with 403 1154', async () => {
      const err = await getPartText(testContext(t.db, F.READER_USER_ID), paidPart).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 403, code: 1154 });
    });

    it('opens what the registered paid-access check unlocks', async () => {
      const paidAccess: PaidAccessCheck = async (ctx, storyId, partIds) =>
        ctx.viewer?.id === F.READER_USER_ID && storyId === F.PAID_STORY_ID ? new Set(partIds) : new Set();
      const text = await getPartText(testContext(t.db, F.READER_USER_ID, { paidAccess }), paidPart);
      expect(text.paragraphs.length).toBeGreaterThan(0);
      await expect(getPartText(testContext(t.db, undefined, { paidAccess }), paidPart)).rejects.toMatchObject(
        {
          code: 1154,
        },
      );
    });
  });
});

describe('listCategories', () => {
  it('returns roles as arrays', async () => {
    const categories = await listCategories(testContext(t.db));
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.some((c) => c.roles.length > 0)).toBe(true);
  });
});

describe('storytext zip of a story without readable parts', () => {
  it('answers 400 463 "No parts"', async () => {
    const ts = now();
    // Without `returning` both SQLite and MySQL answer [insertId].
    const [storyId] = await t.db('stories').insert({
      user_id: F.USERS.elio.id,
      title: 'Empty',
      description: '',
      created_at: ts,
      modified_at: ts,
    });
    const res = await request(t.app)
      .get(`/apiv2/storytext?group_id=${storyId}&output=zip`)
      .set('Cookie', await cookieOf(F.USERS.elio.id));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 463, message: 'No parts' });
  });
});

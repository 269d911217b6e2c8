/**
 * The visibility policy, one rule per test, each applied to the tiny seed in a real test database
 * (SQLite, or MariaDB with DATABASE_URL): the SQL fragment and its per-row twin must pick the same
 * stories, parts and accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Knex } from 'knex';
import * as F from '../../../seeds/fixtures';
import type { Viewer } from '../../shared/common/session';
import { createServiceContext, type ServiceContext } from '../context';
import { now } from '../db/dates';
import { createTestDb, type TestDb } from '../db/testDb';
import {
  HIDDEN_STORY_SQL,
  blockedTagsFilter,
  hidesMature,
  hidesMatureIn,
  canManageStory,
  canRead,
  canWrite,
  hiddenAuthors,
  isDeletedPart,
  isDraftStoryHidden,
  isMatureStory,
  isPartHidden,
  isPaywalledPart,
  isPublishedPart,
  isReadableStory,
  isRestricted,
  isStoryHidden,
  notMatureSql,
  readableStorySql,
  visitorFeedPreferences,
  whereCountedPart,
  whereListedTag,
  whereNotMature,
  whereNotMatureIf,
  whereOpenAccount,
  whereReadableStory,
  whereStoryNotDeleted,
  whereUnreadableStory,
  whereVisiblePart,
} from './visibility';

const viewer = (id: number, isSysAdmin = false): Viewer => ({
  id,
  username: `u${id}`,
  name: `U ${id}`,
  avatar: '',
  isSysAdmin,
  isStaff: false,
  isPremium: false,
  languageId: 1,
});

const S = F.TINY_STORIES;
const ALL_STORIES = Object.values(S).map((s) => s.id);
/** Every tiny story but the deleted one and the all-draft one. */
const READABLE = ALL_STORIES.filter((id) => id !== F.DELETED_STORY_ID && id !== F.DRAFT_STORY_ID);

let t: TestDb;
let db: Knex;
const ids = async (q: Knex.QueryBuilder, column = 'id'): Promise<number[]> =>
  ((await q.pluck(column)) as (number | string)[]).map(Number).sort((a, b) => a - b);
const storyRows = () =>
  db('stories').select(
    'id',
    'user_id',
    'deleted_at',
    'published_part_count',
    'mature',
    'rating',
    'is_paywalled',
  );

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
});
afterAll(async () => {
  await t.destroy();
});

describe('managers', () => {
  it("a story's owner and system admins manage it; other users and visitors do not", () => {
    expect(canManageStory(viewer(F.WRITER_USER_ID), F.WRITER_USER_ID)).toBe(true);
    expect(canManageStory(viewer(F.ADMIN_USER_ID, true), F.WRITER_USER_ID)).toBe(true);
    expect(canManageStory(viewer(F.READER_USER_ID), F.WRITER_USER_ID)).toBe(false);
    expect(canManageStory(null, F.WRITER_USER_ID)).toBe(false);
  });
});

describe('stories', () => {
  it('readable: not deleted and with a published part, as a Knex modifier, SQL text and per row', async () => {
    expect(await ids(whereReadableStory(db('stories as s'), 's'), 's.id')).toEqual(READABLE);
    expect(await ids(db('stories').whereRaw(readableStorySql('stories')))).toEqual(READABLE);
    const perRow = (await storyRows()).filter(isReadableStory).map((r) => Number(r.id));
    expect(perRow.sort((a, b) => a - b)).toEqual(READABLE);
  });

  it('unreadable (never put in a list): the deleted and the all-draft story, also in the index text', async () => {
    const hidden = [F.DELETED_STORY_ID, F.DRAFT_STORY_ID].sort((a, b) => a - b);
    expect(await ids(whereUnreadableStory(db('stories')))).toEqual(hidden);
    expect(await ids(db('stories as s').whereRaw(HIDDEN_STORY_SQL), 's.id')).toEqual(hidden);
  });

  it("a writer's own stories: drafts included, the deleted one left out", async () => {
    const all = await ids(whereStoryNotDeleted(db('stories as s'), 's'), 's.id');
    expect(all).toContain(F.DRAFT_STORY_ID);
    expect(all).not.toContain(F.DELETED_STORY_ID);
    expect(all).toHaveLength(ALL_STORIES.length - 1);
  });

  it("a tag row is listed exactly when its story is readable (the tag's copy of the state)", async () => {
    const listed = await ids(
      whereListedTag(db('story_tags as st'), 'st').distinct('st.story_id'),
      'st.story_id',
    );
    const tagged = await ids(db('story_tags').distinct('story_id'), 'story_id');
    expect(listed).toEqual(tagged.filter((id) => READABLE.includes(id)));
  });

  it('a deleted story, and one without a published part, are hidden from all but its managers', async () => {
    const rows = await storyRows();
    const deleted = rows.find((r) => Number(r.id) === F.DELETED_STORY_ID)!;
    const long = rows.find((r) => Number(r.id) === F.LONG_STORY_ID)!;
    expect(isStoryHidden(deleted, false)).toBe(true);
    expect(isStoryHidden(deleted, true)).toBe(false);
    expect(isStoryHidden(long, false)).toBe(false);
    expect(isDraftStoryHidden(false, false)).toBe(true);
    expect(isDraftStoryHidden(false, true)).toBe(false);
    expect(isDraftStoryHidden(true, false)).toBe(false);
  });
});

describe('parts', () => {
  const ongoing = () => db('parts').where('parts.story_id', F.ONGOING_STORY_ID);
  const PUBLISHED = F.ONGOING_STORY_PART_IDS.filter(
    (id) => ![F.ONGOING_DELETED_PART_ID, F.ONGOING_DRAFT_PART_ID, F.ONGOING_SCHEDULED_PART_ID].includes(id),
  );

  it('published: not a draft, with a publish time, not deleted (SQL and per row)', async () => {
    expect(await ids(whereVisiblePart(ongoing()), 'parts.id')).toEqual(PUBLISHED);
    const rows = await ongoing().select('id', 'draft', 'published_at', 'deleted_at');
    expect(rows.filter(isPublishedPart).map((r) => Number(r.id))).toEqual(PUBLISHED);
  });

  it('a draft or deleted part is hidden from all but the managers, who see every part', async () => {
    const rows = await ongoing().select('id', 'draft', 'published_at', 'deleted_at');
    const hidden = rows.filter((r) => isPartHidden(r, false)).map((r) => Number(r.id));
    expect(hidden.sort((a, b) => a - b)).toEqual(
      [F.ONGOING_DELETED_PART_ID, F.ONGOING_DRAFT_PART_ID, F.ONGOING_SCHEDULED_PART_ID].sort((a, b) => a - b),
    );
    expect(rows.filter((r) => isPartHidden(r, true))).toEqual([]);
  });

  it('the story counts count parts that are not drafts and not deleted', async () => {
    expect(await ids(whereCountedPart(ongoing(), 'parts'), 'parts.id')).toEqual(PUBLISHED);
    const story = (await db('stories').where('id', F.ONGOING_STORY_ID).first('published_part_count')) as {
      published_part_count: number;
    };
    expect(Number(story.published_part_count)).toBe(PUBLISHED.length);
  });

  it('a deleted part never goes into a download', async () => {
    const rows = await ongoing().select('id', 'deleted_at');
    expect(rows.filter(isDeletedPart).map((r) => Number(r.id))).toEqual([F.ONGOING_DELETED_PART_ID]);
  });
});

describe('accounts', () => {
  it('a closed account is left out', async () => {
    const closed = F.USERS.mona.id;
    await db('users').where('id', closed).update({ closed_at: now() });
    try {
      const open = await ids(whereOpenAccount(db('users as u'), 'u'), 'u.id');
      expect(open).not.toContain(closed);
      expect(open).toContain(F.READER_USER_ID);
      expect(await ids(db('users').modify(whereOpenAccount))).toEqual(open);
    } finally {
      await db('users').where('id', closed).update({ closed_at: null });
    }
  });
});

describe('mature content', () => {
  it('mature is rating 4 or the flag; "not mature" leaves it out (Knex and the home feed SQL)', async () => {
    const rows = await storyRows();
    expect(rows.filter(isMatureStory).map((r) => Number(r.id))).toEqual([F.MATURE_STORY_ID]);
    expect(isMatureStory({ mature: 1, rating: 0 })).toBe(true);
    const notMature = ALL_STORIES.filter((id) => id !== F.MATURE_STORY_ID);
    expect(await ids(whereNotMature(db('stories as s'), 's'), 's.id')).toEqual(notMature);
    expect(await ids(db('stories').whereRaw(notMatureSql('stories')))).toEqual(notMature);
  });

  it('the listing rule: hidden unless the setting includes them; the viewer’s own listings keep them', async () => {
    expect(hidesMature({ includeMature: false })).toBe(true);
    expect(hidesMature({ includeMature: true })).toBe(false);
    expect(hidesMature({ includeMature: true }, true)).toBe(true); // search's "hide mature"
    expect(hidesMatureIn({ includeMature: false }, true)).toBe(false); // their own stories, lists, library
    expect(hidesMatureIn({ includeMature: false }, false)).toBe(true);
    expect(hidesMatureIn({ includeMature: true }, false)).toBe(false);
    const notMature = ALL_STORIES.filter((id) => id !== F.MATURE_STORY_ID);
    expect(await ids(whereNotMatureIf(db('stories as s'), 's', true), 's.id')).toEqual(notMature);
    expect(await ids(whereNotMatureIf(db('stories as s'), 's', false), 's.id')).toEqual(ALL_STORIES);
  });

  it("a visitor's feed has no mature stories and blocks no tag", () => {
    expect(visitorFeedPreferences()).toEqual({ includeMature: false, blockedTags: [] });
  });

  it('restricted: a mature story for visitors and under-18s; never for managers or adults', async () => {
    const rows = await storyRows();
    const mature = rows.find((r) => Number(r.id) === F.MATURE_STORY_ID)!;
    const long = rows.find((r) => Number(r.id) === F.LONG_STORY_ID)!;
    const reader = viewer(F.READER_USER_ID);
    const teen = new Date();
    teen.setUTCFullYear(teen.getUTCFullYear() - 16);
    const born = (b: string | null) => () => Promise.resolve(b);
    const noLookup = () => Promise.reject(new Error('birthdate looked up'));

    expect(await isRestricted(mature, false, null, noLookup)).toBe(true);
    expect(await isRestricted(mature, false, reader, born(teen.toISOString().slice(0, 10)))).toBe(true);
    expect(await isRestricted(mature, false, reader, born('1990-01-01'))).toBe(false);
    expect(await isRestricted(mature, false, reader, born(null))).toBe(false);
    expect(await isRestricted(mature, true, null, noLookup)).toBe(false);
    expect(await isRestricted(long, false, null, noLookup)).toBe(false);
  });
});

describe('blocked tags', () => {
  it("a story carrying any of the viewer's blocked tags (any case) is left out", async () => {
    const tags: string[] = await db('story_tags')
      .join('tags', 'tags.id', 'story_tags.tag_id')
      .where('story_tags.story_id', F.MATURE_STORY_ID)
      .pluck('tags.name');
    expect(tags.length).toBeGreaterThan(0);
    expect(blockedTagsFilter([tags[0].toUpperCase()])(tags)).toBe(false);
    expect(blockedTagsFilter(['no-such-tag'])(tags)).toBe(true);
    expect(blockedTagsFilter([])(tags)).toBe(true);
  });
});

describe('paywall', () => {
  it("a paywalled story's non-free parts are behind the paywall; a free story's parts never", async () => {
    const [paid] = (await storyRows().where('id', F.PAID_STORY_ID)) as { is_paywalled: number }[];
    const parts: { id: number; is_free_part: number }[] = await db('parts')
      .where('story_id', F.PAID_STORY_ID)
      .orderBy('position')
      .select('id', 'is_free_part');
    expect(parts.filter((p) => isPaywalledPart(paid, p)).map((p) => Number(p.id))).toEqual(
      F.PAID_STORY_PART_IDS.slice(3),
    );
    expect(isPaywalledPart({ is_paywalled: 0 }, { is_free_part: 0 })).toBe(false);
  });
});

describe('seams (no-ops until safety, paid content and moderation land)', () => {
  const ctx = (): ServiceContext =>
    createServiceContext({ db, viewer: viewer(F.READER_USER_ID), origin: 'http://x' });

  it('everyone may read every story, nobody is hidden, everyone may write', async () => {
    expect(await canRead(ctx(), { user_id: F.WRITER_USER_ID })).toBe(true);
    expect([...(await hiddenAuthors(ctx()))]).toEqual([]);
    expect(await canWrite(ctx())).toBe(true);
  });
});

import type { Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import {
  LONG_STORY_ID,
  LONG_STORY_PART_IDS,
  MATURE_STORY_ID,
  DELETED_STORY_ID,
  ONGOING_STORY_ID,
  ONGOING_DRAFT_PART_ID,
  READER_USER_ID,
  FRENCH_STORY_ID,
} from '../../../../seeds/fixtures';
import type { HomeSection } from '../../../shared/home/api';
import { toApiDate } from '../../db/dates';
import { now } from '../../db/knex';
import { refreshStoryStats } from '../../db/storyStats';
import { loadViewer } from '../../session/viewer';
import { replaceBlockedTags } from '../contentSettings/contentSettingsQueries';
import { createServiceContext } from '../../context';
import { categoriesFor, getHomeFeed } from './homeService';
import { findSectionRows } from './homeQueries';
import { createTestApp, type TestApp } from '../../test/testApp';

const storyIds = (sections: HomeSection[]): string[] =>
  sections.flatMap((s) =>
    s.type === 'rankedList'
      ? s.data.listItems.map((x) => x.id)
      : s.type === 'promoted'
        ? [s.data.item.id]
        : 'items' in s.data
          ? s.data.items.map((x) => x.id)
          : [],
  );

describe('GET /v5/home', () => {
  let app: Express;
  let db: Knex;
  let login: TestApp['login'];
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, db, login, close } = await createTestApp()));
  afterAll(() => close());

  it('returns typed, indexed sections built from the database, ranks starting at 1', async () => {
    const { body } = await request(app).get('/v5/home').expect(200);
    const sections = body.sections as HomeSection[];
    expect(sections.map((s) => s.index)).toEqual(sections.map((_, i) => i));
    expect(sections.map((s) => s.type)).toEqual(
      expect.arrayContaining(['featuredCarousel', 'rankedList', 'storyCarousel']),
    );
    const ranked = sections.find((s) => s.type === 'rankedList');
    expect(ranked?.type === 'rankedList' && ranked.data.listItems.map((x) => x.rank)).toEqual(
      ranked?.type === 'rankedList' ? ranked.data.listItems.map((_, i) => i + 1) : [],
    );
    const ids = storyIds(sections);
    expect(ids).toContain(String(LONG_STORY_ID));
    expect(ids).not.toContain(String(MATURE_STORY_ID)); // visitors: no mature stories (content settings)
    expect(ids).not.toContain(String(FRENCH_STORY_ID)); // a visitor's home is in language 1
    // A visitor has nothing to continue: no continue-reading section; a reader's feed has one.
    expect(sections.map((s) => s.type)).not.toContain('continueReading');
    const { cookie } = await login(READER_USER_ID);
    const reader = (await request(app).get('/v5/home').set('Cookie', cookie).expect(200)).body
      .sections as HomeSection[];
    expect(reader.map((s) => s.index)).toEqual(reader.map((_, i) => i));
    const cr = reader.find((s) => s.type === 'continueReading');
    expect(cr?.dynamic?.path).toBe('/v5/home/continue-reading');
    // Cards carry the spec's card fields (reading-discovery §3), read by the sections' one statement.
    const long =
      ranked?.type === 'rankedList' && ranked.data.listItems.find((x) => x.id === String(LONG_STORY_ID));
    const row = await db('stories').where('id', LONG_STORY_ID).first();
    expect(long).toMatchObject({
      paidModel: '',
      language: { id: 1, name: 'English' },
      lastPublishedPart: { createDate: toApiDate(row.last_published_at) },
    });
  });

  it('lets shared caches keep a visitor’s feed only per cookie, and a reader’s only in their browser', async () => {
    const visitor = await request(app).get('/v5/home').expect(200);
    expect(visitor.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    // The feed depends on the session and the locale cookie.
    expect(visitor.headers.vary).toMatch(/\bCookie\b/);
    const { cookie } = await login(READER_USER_ID);
    const reader = await request(app).get('/v5/home').set('Cookie', cookie).expect(200);
    expect(reader.headers['cache-control']).toBe('private, no-cache');
    expect(reader.headers.vary).toMatch(/\bCookie\b/);
  });

  it('serves cached sections until invalidated', async () => {
    // One Host, so both requests share the origin the sections' URLs are built with.
    await request(app).get('/v5/home').set('Host', 'storyloom.test').expect(200);
    await db('stories').where({ id: LONG_STORY_ID }).update({ title: 'Renamed while cached' });
    const { body } = await request(app).get('/v5/home').set('Host', 'storyloom.test').expect(200);
    expect(JSON.stringify(body)).not.toContain('Renamed while cached');
    await db('stories').where({ id: LONG_STORY_ID }).update({ title: 'The Salt Queen' });
  });

  /** The reader's only reading position: The Salt Queen, at `partId`. */
  async function readingLongStoryAt(partId: number): Promise<void> {
    await db('reading_positions').where({ user_id: READER_USER_ID }).delete();
    await db('reading_positions').insert({
      user_id: READER_USER_ID,
      story_id: LONG_STORY_ID,
      part_id: partId,
      position: 0.4,
      updated_at: now(),
    });
  }

  it('gives a signed-in reader their stories in progress on the dynamic path', async () => {
    await readingLongStoryAt(LONG_STORY_PART_IDS[2]);
    const { cookie } = await login(READER_USER_ID);
    const { body } = await request(app).get('/v5/home/continue-reading').set('Cookie', cookie).expect(200);
    const item = body.sections[0].data.items[0];
    expect(item).toMatchObject({
      id: String(LONG_STORY_ID),
      type: 'currentRead',
      total_parts: 50,
      current_part: { id: LONG_STORY_PART_IDS[2], number: 3 },
    });
    expect(item.current_part.url).toMatch(new RegExp(`/${LONG_STORY_PART_IDS[2]}-the-salt-queen-chapter-3`));
    // last_pub_date: when the story last published a part, whatever its later edits
    const story = await db('stories').where('id', LONG_STORY_ID).first();
    expect(item.last_pub_date).toBe(toApiDate(story.last_published_at));
    await db('stories').where('id', LONG_STORY_ID).update({ modified_at: now() });
    const edited = await request(app).get('/v5/home/continue-reading').set('Cookie', cookie).expect(200);
    expect(edited.body.sections[0].data.items[0].last_pub_date).toBe(item.last_pub_date);
    const anon = await request(app).get('/v5/home/continue-reading').expect(200);
    expect(anon.body.sections[0].data.items).toEqual([]);
  });

  it("numbers a reader's part among the parts still published", async () => {
    await readingLongStoryAt(LONG_STORY_PART_IDS[2]);
    // Chapter 2 is deleted and chapter 5 goes back to draft: chapter 3 is now the 2nd of 48.
    await db('parts').where('id', LONG_STORY_PART_IDS[1]).update({ deleted_at: now() });
    await db('parts').where('id', LONG_STORY_PART_IDS[4]).update({ draft: true });
    try {
      const { cookie } = await login(READER_USER_ID);
      const { body } = await request(app).get('/v5/home/continue-reading').set('Cookie', cookie).expect(200);
      expect(body.sections[0].data.items[0]).toMatchObject({
        total_parts: 48,
        current_part: { id: LONG_STORY_PART_IDS[2], number: 2 },
        // The 46 parts ahead were all published months ago: none is new.
        new_parts: 0,
      });
    } finally {
      await db('parts').where('id', LONG_STORY_PART_IDS[1]).update({ deleted_at: null });
      await db('parts').where('id', LONG_STORY_PART_IDS[4]).update({ draft: false });
      await db('reading_positions').where({ user_id: READER_USER_ID }).delete();
    }
  });

  it('counts as new only the parts ahead of the reader published in the last 14 days', async () => {
    await readingLongStoryAt(LONG_STORY_PART_IDS[2]);
    const DAY = 86_400_000;
    const ago = (days: number) => new Date(now().getTime() - days * DAY);
    const ids = LONG_STORY_PART_IDS;
    const before = await db('parts').whereIn('id', ids).select('id', 'published_at', 'draft');
    // Ahead of the reader: two parts of this week, one of 15 days ago, one new draft; behind: one new.
    await db('parts')
      .whereIn('id', [ids[10], ids[20]])
      .update({ published_at: ago(1) });
    await db('parts')
      .where('id', ids[30])
      .update({ published_at: ago(15) });
    await db('parts')
      .where('id', ids[40])
      .update({ published_at: ago(2), draft: true });
    await db('parts')
      .where('id', ids[0])
      .update({ published_at: ago(1) });
    try {
      const { cookie } = await login(READER_USER_ID);
      const { body } = await request(app).get('/v5/home/continue-reading').set('Cookie', cookie).expect(200);
      expect(body.sections[0].data.items[0]).toMatchObject({
        id: String(LONG_STORY_ID),
        current_part: { id: ids[2], number: 3 },
        new_parts: 2,
      });
    } finally {
      for (const row of before)
        await db('parts').where('id', row.id).update({ published_at: row.published_at, draft: row.draft });
      await db('reading_positions').where({ user_id: READER_USER_ID }).delete();
    }
  });

  it('skips positions in stories no one may open or at parts no longer published', async () => {
    await db('reading_positions').where({ user_id: READER_USER_ID }).delete();
    const DELETED_PART_ID = Number((await db('parts').where({ story_id: DELETED_STORY_ID }).first('id')).id);
    const at = (ms: number) => new Date(now().getTime() - ms);
    await db('reading_positions').insert([
      {
        user_id: READER_USER_ID,
        story_id: DELETED_STORY_ID,
        part_id: DELETED_PART_ID,
        position: 0.5,
        updated_at: at(0),
      },
      {
        user_id: READER_USER_ID,
        story_id: ONGOING_STORY_ID,
        part_id: ONGOING_DRAFT_PART_ID,
        position: 0.5,
        updated_at: at(1000),
      },
      {
        user_id: READER_USER_ID,
        story_id: LONG_STORY_ID,
        part_id: LONG_STORY_PART_IDS[0],
        position: 0.1,
        updated_at: at(2000),
      },
    ]);
    try {
      const { cookie } = await login(READER_USER_ID);
      const { body } = await request(app).get('/v5/home/continue-reading').set('Cookie', cookie).expect(200);
      expect(body.sections[0].data.items).toEqual([
        expect.objectContaining({
          id: String(LONG_STORY_ID),
          type: 'currentRead',
          heading: 'Pick up where you left off',
          current_part: expect.objectContaining({ id: LONG_STORY_PART_IDS[0], number: 1 }),
          new_parts: 0,
        }),
      ]);
    } finally {
      await db('reading_positions').where({ user_id: READER_USER_ID }).delete();
    }
  });

  it('counts promoted impressions (a pixel) and clicks; rejects bad tracking input', async () => {
    const pixel = await request(app).get(`/v5/home/track/impression/${LONG_STORY_ID}`).expect(200);
    expect(pixel.headers['content-type']).toContain('image/gif');
    await request(app).get(`/v5/home/track/click/${LONG_STORY_ID}`).expect(204);
    expect(await db('promotion_stats').where({ story_id: LONG_STORY_ID }).first()).toMatchObject({
      impressions: 1,
      clicks: 1,
    });
    await request(app).get('/v5/home/track/hover/1').expect(400);
  });

  it('builds only the first screen’s lists when nothing is cached, and counts the whole feed', async () => {
    const ctx = createServiceContext({ db, viewer: null, origin: 'http://storyloom.test' }); // noKvCache
    const statements: string[] = [];
    const seen = (q: { sql: string }) => statements.push(q.sql);
    db.on('query', seen);
    try {
      const whole = await getHomeFeed(ctx);
      const wholeLists = statements.join('\n').split(' union all ').length;
      statements.length = 0;
      const first = await getHomeFeed(ctx, 5);
      expect(whole.total).toBe(whole.sections.length);
      expect(whole.total).toBeGreaterThan(5);
      expect(first.sections).toEqual(whole.sections.slice(0, 5));
      expect(first.total).toBe(whole.total);
      expect(statements.join('\n').split(' union all ').length).toBeLessThan(wholeLists);
      const ten = await getHomeFeed(ctx, 10);
      expect(ten.sections).toEqual(whole.sections.slice(0, 10));
      expect(ten.total).toBe(whole.total);
    } finally {
      db.removeListener('query', seen);
    }
  });

  it('shows mature stories only to a reader who allows them, and keeps each list in its own order', async () => {
    const origin = 'http://storyloom.test';
    const ctx = createServiceContext({ db, viewer: await loadViewer(db, READER_USER_ID, origin), origin });
    expect(storyIds((await getHomeFeed(ctx)).sections)).not.toContain(String(MATURE_STORY_ID));
    await db('content_settings')
      .insert({ user_id: READER_USER_ID, include_mature: true, updated_at: now() })
      .onConflict('user_id')
      .merge(['include_mature']);
    try {
      const { sections } = await getHomeFeed(ctx);
      expect(storyIds(sections)).toContain(String(MATURE_STORY_ID));
      const ranked = sections.find((s) => s.type === 'rankedList');
      const reads = ranked?.type === 'rankedList' ? ranked.data.listItems.map((x) => x.readCount) : [];
      expect(reads.length).toBeGreaterThan(1);
      expect(reads).toEqual([...reads].sort((a, b) => b - a)); // "Hot right now": most read first
      // A list's LIMIT keeps its best stories, not any (the union reads each list's top rows).
      const byReads = await db('stories')
        .whereNull('deleted_at')
        .where('published_part_count', '>', 0)
        .where('language_id', 1)
        .orderBy([
          { column: 'read_count', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(2)
        .pluck('id');
      const [top2] = await findSectionRows(db, [
        { languageId: 1, includeMature: true, orderBy: 'read_count', limit: 2 },
      ]);
      expect(top2.map((r) => Number(r.id))).toEqual(byReads.map(Number));
      const fresh = sections.find((s) => s.data.heading === 'Fresh updates');
      const dates =
        fresh?.type === 'storyCarousel'
          ? fresh.data.items.map((x) => x.lastPublishedPart?.createDate ?? '')
          : [];
      expect(dates.length).toBeGreaterThan(1);
      expect(dates).toEqual([...dates].sort().reverse()); // newest part first
    } finally {
      await db('content_settings').where({ user_id: READER_USER_ID }).update({ include_mature: false });
    }
  });

  it('leaves out of the first screen and the total a section the reader’s blocked tags empty', async () => {
    const origin = 'http://storyloom.test';
    const ctx = createServiceContext({ db, viewer: await loadViewer(db, READER_USER_ID, origin), origin });
    const before = await getHomeFeed(ctx);
    const last = before.sections.filter((s) => s.type === 'storyCarousel' || s.type === 'storyRow').at(-1);
    expect(last?.index).toBeGreaterThanOrEqual(5); // below the first screen
    const ids = storyIds(last ? [last] : []).map(Number);
    const [tagId] = await db('tags').insert({ name: 'home-test-blocked' }, 'id');
    const tag_id = typeof tagId === 'object' ? tagId.id : tagId;
    await db('story_tags').insert(ids.map((story_id) => ({ story_id, tag_id, position: 99 })));
    await refreshStoryStats(db, ids);
    await replaceBlockedTags(db, READER_USER_ID, ['home-test-blocked']);
    try {
      const whole = await getHomeFeed(ctx);
      const first = await getHomeFeed(ctx, 5);
      expect(whole.sections.map((s) => s.data.heading)).not.toContain(last?.data.heading);
      expect(whole.total).toBe(whole.sections.length);
      expect(first.total).toBe(whole.total);
      expect(first.sections.slice(0, 5)).toEqual(whole.sections.slice(0, 5));
    } finally {
      await replaceBlockedTags(db, READER_USER_ID, []);
      await db('story_tags').where({ tag_id }).delete();
      await refreshStoryStats(db, ids);
    }
  });

  it('counts how many category sections the first sections hold (promoted follows the third)', () => {
    expect(categoriesFor(5, 8)).toBe(1);
    expect(categoriesFor(7, 8)).toBe(3);
    expect(categoriesFor(8, 8)).toBe(3); // 4 leading + 3 categories + promoted
    expect(categoriesFor(10, 8)).toBe(5);
    expect(categoriesFor(10, 2)).toBe(2);
    expect(categoriesFor(Infinity, 8)).toBe(8);
  });

  it('renders 5 sections, and 5 more with the no-JavaScript "More stories" link', async () => {
    const first = await request(app).get('/home').expect(200);
    // A visitor's 5 all show (no empty continue-reading section takes a place).
    expect(first.text.match(/<section[^>]*data-section-type/g)?.length ?? 0).toBe(5);
    expect(first.text).toMatch(/href="\/home\?show=10#home-section-5"/);
    const more = await request(app).get('/home?show=10').expect(200);
    expect(more.text.match(/<section[^>]*data-section-type/g)?.length).toBeGreaterThan(5);
  });
});

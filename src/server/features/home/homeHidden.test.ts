/**
 * The home feed leaves out the stories of the accounts the viewer must not be shown (issue 27,
 * the visibility policy's `hiddenAuthors`): a blocker's stories leave the blocked reader's feed and
 * continue reading; a reader's muted and blocked writers leave theirs. The cached sections stay
 * shared: other readers and visitors still get every story.
 */
import type { Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import { LONG_STORY_ID, READER_USER_ID, USERS } from '../../../../seeds/fixtures';
import type { HomeSection } from '../../../shared/home/api';
import { now } from '../../db/knex';
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

describe('GET /v5/home without hidden authors', () => {
  let app: Express;
  let db: Knex;
  let login: TestApp['login'];
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, db, login, close } = await createTestApp()));
  afterAll(() => close());
  afterEach(async () => {
    await db('user_blocks').where('user_id', USERS.ava.id).orWhere('user_id', READER_USER_ID).delete();
    await db('user_mutes').where('user_id', READER_USER_ID).delete();
  });

  const storiesBy = async (userId: number): Promise<string[]> =>
    ((await db('stories').where('user_id', userId).pluck('id')) as number[]).map(String);
  const feedOf = async (cookie?: string): Promise<HomeSection[]> => {
    const req = request(app).get('/v5/home');
    return (await (cookie ? req.set('Cookie', cookie) : req).expect(200)).body.sections as HomeSection[];
  };
  const continueReading = async (cookie: string): Promise<string[]> => {
    const { body } = await request(app).get('/v5/home/continue-reading').set('Cookie', cookie).expect(200);
    return (body.sections[0].data.items as { id: string }[]).map((i) => String(i.id));
  };

  it("drops a blocker's stories from the blocked reader's feed, and only theirs", async () => {
    const reader = await login(READER_USER_ID);
    const other = await login(USERS.sam.id);
    const avas = await storiesBy(USERS.ava.id);
    const before = await feedOf(reader.cookie);
    expect(storyIds(before)).toContain(String(LONG_STORY_ID));
    // The reader is reading the writer's story (seeded position): on continue reading until the block.
    expect((await continueReading(reader.cookie)).some((id) => avas.includes(id))).toBe(true);

    await db('user_blocks').insert({
      user_id: USERS.ava.id,
      blocked_user_id: READER_USER_ID,
      created_at: now(),
    });
    const after = await feedOf(reader.cookie);
    expect(storyIds(after).filter((id) => avas.includes(id))).toEqual([]);
    expect(storyIds(after).length).toBeGreaterThan(0);
    // Sections left empty go; the others are numbered again from 0, ranks from 1.
    expect(after.map((s) => s.index)).toEqual(after.map((_, i) => i));
    for (const s of after)
      if (s.type === 'rankedList')
        expect(s.data.listItems.map((x) => x.rank)).toEqual(s.data.listItems.map((_, i) => i + 1));
    expect(after.map((s) => s.type)).toContain('continueReading');
    // Continue reading leaves the blocker's stories too.
    expect((await continueReading(reader.cookie)).filter((id) => avas.includes(id))).toEqual([]);

    // The cached feed is shared: the next reader and a visitor still get the writer's stories.
    expect(storyIds(await feedOf(other.cookie))).toContain(String(LONG_STORY_ID));
    expect(storyIds(await feedOf())).toContain(String(LONG_STORY_ID));
  });

  it("drops the reader's muted and blocked writers' stories, the featured slides' too", async () => {
    const reader = await login(READER_USER_ID);
    const hidden = [...(await storiesBy(USERS.ava.id)), ...(await storiesBy(USERS.bram.id))];
    expect(storyIds(await feedOf(reader.cookie)).some((id) => hidden.includes(id))).toBe(true);
    await db('user_mutes').insert({
      user_id: READER_USER_ID,
      muted_user_id: USERS.ava.id,
      created_at: now(),
    });
    await db('user_blocks').insert({
      user_id: READER_USER_ID,
      blocked_user_id: USERS.bram.id,
      created_at: now(),
    });
    const after = await feedOf(reader.cookie);
    expect(storyIds(after).filter((id) => hidden.includes(id))).toEqual([]);
    const slides = after.find((s) => s.type === 'featuredCarousel');
    if (slides?.type === 'featuredCarousel')
      expect(slides.data.items.filter((i) => hidden.includes(String(i.id)))).toEqual([]);
    // Unmuted and unblocked: they are back.
    await db('user_mutes').where('user_id', READER_USER_ID).delete();
    await db('user_blocks').where('user_id', READER_USER_ID).delete();
    expect(storyIds(await feedOf(reader.cookie))).toContain(String(LONG_STORY_ID));
  });
});

import { LONG_STORY_ID, LONG_STORY_PART_IDS } from '../../../seeds/fixtures';
import { now, toDate } from './dates';
import { refreshStoryStats } from './storyStats';
import { createTestDb, type TestDb } from './testDb';

describe('refreshStoryStats', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('recounts published parts, length and last publish time', async () => {
    const { db } = t;
    const before = await db('stories').where({ id: LONG_STORY_ID }).first();
    const last = await db('parts').where({ id: LONG_STORY_PART_IDS[49] }).first();
    await db('parts').where({ id: last.id }).update({ deleted_at: now() });
    await refreshStoryStats(db, LONG_STORY_ID);
    const after = await db('stories').where({ id: LONG_STORY_ID }).first();
    expect(after.published_part_count).toBe(before.published_part_count - 1);
    expect(after.length).toBe(before.length - last.length);
    expect(toDate(after.last_published_at)!.getTime()).toBeLessThan(
      toDate(before.last_published_at)!.getTime(),
    );

    await db('parts').where({ id: last.id }).update({ deleted_at: null });
    await refreshStoryStats(db, [LONG_STORY_ID]);
    const restored = await db('stories').where({ id: LONG_STORY_ID }).first();
    expect(restored.published_part_count).toBe(before.published_part_count);
    expect(toDate(restored.last_published_at)!.getTime()).toBe(toDate(before.last_published_at)!.getTime());
  });

  it('keeps the first published part and the tag names a story card shows', async () => {
    const { db } = t;
    const [first, second] = LONG_STORY_PART_IDS;
    const before = await db('stories').where({ id: LONG_STORY_ID }).first();
    expect(Number(before.first_part_id)).toBe(first); // as seeded
    await db('parts').where({ id: first }).update({ draft: true });
    const tag = Number((await db('tags').insert({ name: 'lighthouse' }))[0]);
    const position =
      Number(
        (await db('story_tags').where({ story_id: LONG_STORY_ID }).max('position as m').first())?.m ?? 0,
      ) + 1;
    await db('story_tags').insert({ story_id: LONG_STORY_ID, tag_id: tag, position });
    await refreshStoryStats(db, LONG_STORY_ID);
    const after = await db('stories').where({ id: LONG_STORY_ID }).first();
    expect(Number(after.first_part_id)).toBe(second); // the first part went back to draft
    expect(JSON.parse(after.tag_names)).toEqual([...JSON.parse(before.tag_names), 'lighthouse']);

    await db('parts').where({ id: first }).update({ draft: false });
    await refreshStoryStats(db, LONG_STORY_ID);
    expect(Number((await db('stories').where({ id: LONG_STORY_ID }).first()).first_part_id)).toBe(first);
  });
});

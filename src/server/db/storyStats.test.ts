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
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as F from '../../../../seeds/fixtures';
import { refreshStoryStats } from '../../db/storyStats';
import { createTestDb, type TestDb } from '../../db/testDb';
import { findSimilarStoryIds, findTagRankings } from './discoveryQueries';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
}, 30_000);
afterAll(async () => {
  await t.destroy();
});

/** Every listed story sharing a tag with `storyId`, by the slow join the listing index replaces. */
async function sharingStories(storyId: number): Promise<number[]> {
  const rows: { id: number }[] = await t
    .db('story_tags as st')
    .join('stories as s', 's.id', 'st.story_id')
    .whereIn('st.tag_id', t.db('story_tags').select('tag_id').where('story_id', storyId))
    .whereNot('s.id', storyId)
    .whereNull('s.deleted_at')
    .where('s.published_part_count', '>', 0)
    .distinct('s.id');
  return rows.map((r) => Number(r.id));
}

describe('story discovery through the tag listing index', () => {
  it('suggests only listed stories sharing a tag (then the same category), never the story itself', async () => {
    const ids = await findSimilarStoryIds(t.db, F.LONG_STORY_ID, 6);
    expect(ids).not.toContain(F.LONG_STORY_ID);
    expect(ids).not.toContain(F.DELETED_STORY_ID);
    const sharing = await sharingStories(F.LONG_STORY_ID);
    expect(ids.slice(0, sharing.length).sort()).toEqual(sharing.slice(0, 6).sort());
  });

  it('drops a story whose last published part goes away, and ranks without it', async () => {
    const [candidate] = await sharingStories(F.LONG_STORY_ID);
    expect(await findSimilarStoryIds(t.db, F.LONG_STORY_ID, 6)).toContain(candidate);
    const before = await findTagRankings(t.db, F.LONG_STORY_ID, 0);

    await t.db('parts').where('story_id', candidate).update({ draft: true });
    await refreshStoryStats(t.db, candidate);

    expect(await findSimilarStoryIds(t.db, F.LONG_STORY_ID, 6)).not.toContain(candidate);
    const after = await findTagRankings(t.db, F.LONG_STORY_ID, 0);
    // With 0 reads the story ranks behind every listed story of each tag: one fewer where it was.
    const drop = before.map((r, i) => r.rank - after[i].rank);
    expect(drop.some((d) => d === 1)).toBe(true);
    expect(drop.every((d) => d === 0 || d === 1)).toBe(true);

    await t.db('parts').where('story_id', candidate).update({ draft: false });
    await refreshStoryStats(t.db, candidate);
    expect(await findSimilarStoryIds(t.db, F.LONG_STORY_ID, 6)).toContain(candidate);
  });
});

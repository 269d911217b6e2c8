/**
 * "You may also like" and tag rankings for the story page. Similar stories are the same for every
 * viewer (only listed, readable stories), so they are cached for everyone in the read cache.
 */
import { SIMILAR_STORIES_COUNT } from '../../../shared/reader/api';
import type { StoryCard } from '../../../shared/stories/api';
import { anonymousCache, type ServiceContext } from '../../context';
import { parseFields } from '../../lib/fields';
import { storyCardsByIds } from '../lists';
import { loadStory } from '../stories';
import { findSimilarStoryIds } from './discoveryQueries';

export async function listSimilarStories(ctx: ServiceContext, id: string | number): Promise<StoryCard[]> {
  // The story itself must be visible to the viewer (404 rules of the story service); for visitors
  // that answer is the same for everyone, so it is kept with the other anonymous reads.
  const visible = async (): Promise<number> =>
    Number((await loadStory(ctx, id, { fields: parseFields('id') })).row.id);
  const storyId = await anonymousCache(ctx).memo(`visible:${String(id)}:${ctx.origin}`, visible);
  const load = async (): Promise<StoryCard[]> =>
    storyCardsByIds(ctx, await findSimilarStoryIds(ctx.db, storyId, SIMILAR_STORIES_COUNT));
  return ctx.cache.memo(`similar:${storyId}:${ctx.origin}`, load);
}

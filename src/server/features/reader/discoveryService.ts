/**
 * "You may also like" and tag rankings for the story page. Similar stories are the same for every
 * viewer of one mature setting (only listed, readable stories; mature ones by the visibility
 * policy's `hidesMature`), so they are cached per setting for everyone in the read cache.
 */
import { SIMILAR_STORIES_COUNT } from '../../../shared/reader/api';
import type { StoryCard } from '../../../shared/stories/api';
import { anonymousCache, type ServiceContext } from '../../context';
import { parseFields } from '../../lib/fields';
import { hidesMature } from '../../policy/visibility';
import { feedPreferences } from '../contentSettings';
import { storyCardsByIds } from '../lists';
import { loadStory } from '../stories';
import { withoutHiddenAuthors } from '../safety';
import { findSimilarStoryIds } from './discoveryQueries';

export async function listSimilarStories(ctx: ServiceContext, id: string | number): Promise<StoryCard[]> {
  // The story itself must be visible to the viewer (404 rules of the story service); for visitors
  // that answer is the same for everyone, so it is kept with the other anonymous reads.
  const visible = async (): Promise<number> =>
    Number((await loadStory(ctx, id, { fields: parseFields('id') })).row.id);
  const storyId = await anonymousCache(ctx).memo(`visible:${String(id)}:${ctx.origin}`, visible);
  const hideMature = hidesMature(await feedPreferences(ctx));
  const load = async (): Promise<StoryCard[]> =>
    storyCardsByIds(ctx, await findSimilarStoryIds(ctx.db, storyId, SIMILAR_STORIES_COUNT, hideMature));
  // Muted, blocked and blocking writers leave the viewer's list (safety), after the shared cache.
  return withoutHiddenAuthors(
    ctx,
    await ctx.cache.memo(`similar:${storyId}:${hideMature}:${ctx.origin}`, load),
  );
}

import type { StoryCard } from '../../../shared/api/stories';
import type { ServiceContext } from '../../context';
import { listRecentStories } from '../stories/storiesService';

export const HOME_STORY_COUNT = 24;

/** Home (platform slice): the latest stories. The server-driven sections come with the reading issue. */
export function listHomeStories(ctx: ServiceContext): Promise<StoryCard[]> {
  return listRecentStories(ctx, { limit: HOME_STORY_COUNT, offset: 0 });
}

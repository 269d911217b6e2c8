/**
 * The home feed without the stories of the accounts the viewer must not be shown (issue 27: the
 * visibility policy's `hiddenAuthors`, muted, blocked and blocking accounts; the other listings'
 * rule, safety/hiddenCards.ts). Applied per viewer after the shared cache, like the blocked tags
 * (sectionFilter.ts): cards carry their author's username; the featured slides' authors take one
 * small query.
 */
import type { StoryCard } from '../../../shared/stories/api';
import type { ServiceContext } from '../../context';
import type { FeedRules } from './sectionFilter';

export async function hiddenAuthorRules(
  ctx: ServiceContext,
  slideIds: readonly number[],
  hidden: ReadonlySet<string>,
): Promise<FeedRules | null> {
  if (hidden.size === 0) return null;
  const slideAuthors = new Map<number, string>();
  if (slideIds.length) {
    const rows = (await ctx
      .db('stories')
      .join('users', 'users.id', 'stories.user_id')
      .whereIn('stories.id', slideIds)
      .select('stories.id', 'users.username')) as { id: number; username: string }[];
    for (const r of rows) slideAuthors.set(Number(r.id), r.username.toLowerCase());
  }
  return {
    cardOk: (s: StoryCard) => !hidden.has(s.user.name.toLowerCase()),
    slideOk: (id: string) => !hidden.has(slideAuthors.get(Number(id)) ?? ''),
  };
}

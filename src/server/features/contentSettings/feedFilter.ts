/**
 * The home feed honours the viewer's blocked tags (accounts-safety-messaging §3 "Content settings";
 * the rule is the visibility policy's `blockedTagsFilter`): the home feature filters the shared
 * cached sections per viewer after the cache with these rules (cards carry their tags; the featured
 * slides' tags take one small query).
 */
import type { StoryCard } from '../../../shared/stories/api';
import type { ServiceContext } from '../../context';
import { blockedTagsFilter } from '../../policy/visibility';
import { findTagNames } from '../stories';

export async function blockedTagRules(
  ctx: ServiceContext,
  slideIds: readonly number[],
  blockedTags: readonly string[],
): Promise<{ cardOk(card: StoryCard): boolean; slideOk(storyId: string): boolean } | null> {
  if (!blockedTags.length) return null;
  const allowed = blockedTagsFilter(blockedTags);
  const slideTags = slideIds.length ? await findTagNames(ctx.db, [...slideIds]) : new Map<number, string[]>();
  return {
    cardOk: (s: StoryCard) => allowed(s.tags),
    slideOk: (id: string) => allowed(slideTags.get(Number(id)) ?? []),
  };
}

/**
 * The home feed honours the viewer's blocked tags (accounts-safety-messaging §3 "Content settings";
 * the rule is the visibility policy's `blockedTagsFilter`): the shared cached sections are filtered
 * per viewer after the cache (cards carry their tags; the
 * featured slides' tags take one small query). Sections left empty are dropped and re-indexed.
 */
import type { HomeSection } from '../../../shared/home/api';
import type { StoryCard } from '../../../shared/stories/api';
import type { ServiceContext } from '../../context';
import { blockedTagsFilter } from '../../policy/visibility';
import { findTagNames } from '../stories';

export async function withoutBlockedTags(
  ctx: ServiceContext,
  sections: HomeSection[],
  blockedTags: readonly string[],
): Promise<HomeSection[]> {
  if (!blockedTags.length) return sections;
  const allowed = blockedTagsFilter(blockedTags);
  const ok = (s: StoryCard) => allowed(s.tags);
  const slideIds = sections.flatMap((s) =>
    s.type === 'featuredCarousel' ? s.data.items.map((i) => Number(i.id)) : [],
  );
  const slideTags = slideIds.length ? await findTagNames(ctx.db, slideIds) : new Map<number, string[]>();
  const slideOk = (id: string) => allowed(slideTags.get(Number(id)) ?? []);

  const kept: HomeSection[] = [];
  for (const s of sections) {
    if (s.type === 'featuredCarousel') {
      const items = s.data.items.filter((i) => slideOk(i.id));
      if (items.length) kept.push({ ...s, data: { ...s.data, items } });
    } else if (s.type === 'rankedList') {
      const listItems = s.data.listItems.filter(ok).map((item, i) => ({ ...item, rank: i + 1 }));
      if (listItems.length) kept.push({ ...s, data: { ...s.data, listItems } });
    } else if (s.type === 'storyCarousel' || s.type === 'storyRow') {
      const items = s.data.items.filter(ok);
      if (items.length) kept.push({ ...s, data: { ...s.data, items } } as HomeSection);
    } else if (s.type === 'promoted') {
      if (ok(s.data.item)) kept.push(s);
    } else kept.push(s);
  }
  return kept.map((s, index) => ({ ...s, index }) as HomeSection);
}

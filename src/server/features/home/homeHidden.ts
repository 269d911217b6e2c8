/**
 * The home feed without the stories of the accounts the viewer must not be shown (issue 27: the
 * visibility policy's `hiddenAuthors`, muted, blocked and blocking accounts; the other listings'
 * rule, safety/hiddenCards.ts). Applied per viewer after the shared cache, like the blocked tags
 * (contentSettings/feedFilter.ts): cards carry their author's username; the featured slides' authors
 * take one small query. Sections left empty are dropped and the rest re-indexed.
 */
import type { HomeSection } from '../../../shared/home/api';
import type { StoryCard } from '../../../shared/stories/api';
import type { ServiceContext } from '../../context';

export async function withoutHiddenAuthorSections(
  ctx: ServiceContext,
  sections: HomeSection[],
  hidden: ReadonlySet<string>,
): Promise<HomeSection[]> {
  if (hidden.size === 0) return sections;
  const ok = (s: StoryCard) => !hidden.has(s.user.name.toLowerCase());
  const slideIds = sections.flatMap((s) =>
    s.type === 'featuredCarousel' ? s.data.items.map((i) => Number(i.id)) : [],
  );
  const slideAuthors = new Map<number, string>();
  if (slideIds.length) {
    const rows = (await ctx
      .db('stories')
      .join('users', 'users.id', 'stories.user_id')
      .whereIn('stories.id', slideIds)
      .select('stories.id', 'users.username')) as { id: number; username: string }[];
    for (const r of rows) slideAuthors.set(Number(r.id), r.username.toLowerCase());
  }
  const slideOk = (id: string) => !hidden.has(slideAuthors.get(Number(id)) ?? '');

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

/**
 * Keeps the home feed's cards a viewer may see, per viewer after the shared cache: the blocked tags
 * (contentSettings/feedFilter.ts) and the hidden authors (homeHidden.ts) each give their rules, and
 * one pass applies them all. Sections left empty are dropped, a ranked list is re-ranked, and the
 * rest re-indexed.
 */
import type { HomeSection } from '../../../shared/home/api';
import type { StoryCard } from '../../../shared/stories/api';

/** One reason to leave cards out. Featured slides carry no author or tags, only their story id. */
export interface FeedRules {
  cardOk(card: StoryCard): boolean;
  slideOk(storyId: string): boolean;
}

export function filterHomeSections(
  sections: readonly HomeSection[],
  rules: readonly FeedRules[],
): HomeSection[] {
  const cardOk = (c: StoryCard) => rules.every((r) => r.cardOk(c));
  const slideOk = (id: string) => rules.every((r) => r.slideOk(id));
  const kept: HomeSection[] = [];
  for (const s of sections) {
    if (s.type === 'featuredCarousel') {
      const items = s.data.items.filter((i) => slideOk(i.id));
      if (items.length) kept.push({ ...s, data: { ...s.data, items } });
    } else if (s.type === 'rankedList') {
      const listItems = s.data.listItems.filter(cardOk).map((item, i) => ({ ...item, rank: i + 1 }));
      if (listItems.length) kept.push({ ...s, data: { ...s.data, listItems } });
    } else if (s.type === 'storyCarousel' || s.type === 'storyRow') {
      const items = s.data.items.filter(cardOk);
      if (items.length) kept.push({ ...s, data: { ...s.data, items } } as HomeSection);
    } else if (s.type === 'promoted') {
      if (cardOk(s.data.item)) kept.push(s);
    } else kept.push(s);
  }
  return kept.map((s, index) => ({ ...s, index }) as HomeSection);
}

/** The featured slides' story ids, for the rules that look their stories up. */
export const featuredSlideIds = (sections: readonly HomeSection[]): number[] =>
  sections.flatMap((s) => (s.type === 'featuredCarousel' ? s.data.items.map((i) => Number(i.id)) : []));

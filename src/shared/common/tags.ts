import { TAG_LIST_DEFAULT, TAG_MAX_CHARS } from './limits';

/** A small stable hash (FNV-1a) so the "random" pick is the same on the server and the client. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The tag list of a card (reading-discovery §9): tags shorter than `maxChars` (18; 10 on a card
 * narrower than 200 px) are chosen; all of them when there are at most 3, else 3 picked "at
 * random" — stable per `seed` (the story id), so hydration matches — and "+N more" for the rest.
 */
export function pickTags(
  all: readonly string[],
  seed: string,
  count: number = TAG_LIST_DEFAULT,
  maxChars: number = TAG_MAX_CHARS.wide,
): { shown: string[]; more: number } {
  const tags = all.filter((t) => t.length < maxChars);
  const hidden = all.length - tags.length;
  if (tags.length <= count) return { shown: [...tags], more: hidden };
  const ranked = [...tags].sort((a, b) => hash(`${seed}:${a}`) - hash(`${seed}:${b}`) || a.localeCompare(b));
  const chosen = new Set(ranked.slice(0, count));
  return { shown: tags.filter((t) => chosen.has(t)), more: all.length - count };
}

/** How many tags a reading list carries, and from how many of its first stories they are drawn. */
export const LIST_TAGS = { count: 5, sample: 50 } as const;

/**
 * A reading list's tags: the tags most of its stories carry (the first `LIST_TAGS.sample` stories,
 * in list order), most common first, ties in the order they first appear.
 */
export function listTags(storyTags: readonly (readonly string[])[]): string[] {
  const counts = new Map<string, number>();
  for (const tags of storyTags.slice(0, LIST_TAGS.sample)) {
    for (const tag of new Set(tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  // Map keeps insertion order and the sort is stable: equal counts stay in first-seen order.
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, LIST_TAGS.count)
    .map(([tag]) => tag);
}

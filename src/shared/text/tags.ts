import { TAG_LIST_DEFAULT } from './limits';

/** A small stable hash (FNV-1a) so the "random" pick is the same on the server and the client. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The tag list of a card (reading-discovery §9): all tags when there are at most 3, else 3 of them
 * picked "at random" — stable per `seed` (the story id), so hydration matches — and "+N more".
 */
export function pickTags(
  tags: readonly string[],
  seed: string,
  count: number = TAG_LIST_DEFAULT,
): { shown: string[]; more: number } {
  if (tags.length <= count) return { shown: [...tags], more: 0 };
  const ranked = [...tags].sort((a, b) => hash(`${seed}:${a}`) - hash(`${seed}:${b}`) || a.localeCompare(b));
  const chosen = new Set(ranked.slice(0, count));
  return { shown: tags.filter((t) => chosen.has(t)), more: tags.length - count };
}

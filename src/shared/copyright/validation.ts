/**
 * The original story URL rule (accounts-safety-messaging §5): a story link with a numeric id — our
 * story pages `/story/{id}-{slug}` or part pages `/{partId}-{slug}`, on any host or as a bare path.
 */
import { COPYRIGHT_MESSAGES } from './messages';

export type StoryLink = { kind: 'story'; id: number } | { kind: 'part'; id: number };

const STORY_PATH = /^\/story\/0*(\d+)(?:-[^/?#]*)?\/?$/;
const PART_PATH = /^\/0*(\d+)(?:-[^/?#]*)?\/?$/;

/** The story or part a link points at, or null when it is no story link. */
export function parseStoryLink(raw: string): StoryLink | null {
  const text = raw.trim();
  if (!text) return null;
  let path: string;
  try {
    // A bare path is ours; a bare host (`example.com/story/1`) gets a scheme.
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
      ? text
      : text.startsWith('/')
        ? `https://x${text}`
        : `https://${text}`;
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    path = url.pathname;
  } catch {
    return null;
  }
  const story = STORY_PATH.exec(path);
  if (story) return toLink('story', story[1]);
  const part = PART_PATH.exec(path);
  return part ? toLink('part', part[1]) : null;
}

function toLink(kind: 'story' | 'part', digits: string): StoryLink | null {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? { kind, id } : null;
}

/** The message for a URL that fails the pattern (not yet whether the story exists). */
export function originalUrlError(raw: string): string | null {
  if (!raw.trim()) return COPYRIGHT_MESSAGES.urlRequired;
  return parseStoryLink(raw) ? null : COPYRIGHT_MESSAGES.invalidUrl;
}

/** Onboarding rules shared by the client and the server (accounts-safety-messaging §4, §5, §9). */
import { genreMessages as m } from './genreMessages';

/** At most three genres (§9); the refusal toast hides after 5 seconds. */
export const MAX_GENRES = 3;
export const GENRE_TOAST_MS = 5000;

export interface GenreToggle {
  selected: string[];
  /** The toast to show when the toggle was refused (a fourth genre). */
  refused: string | null;
}

/** Turns `name` on or off; a fourth genre is refused with the spec's message. */
export function toggleGenre(selected: readonly string[], name: string): GenreToggle {
  if (selected.includes(name)) return { selected: selected.filter((g) => g !== name), refused: null };
  if (selected.length >= MAX_GENRES) return { selected: [...selected], refused: m.tooManyGenres };
  return { selected: [...selected, name], refused: null };
}

/** Finish is enabled only with at least one genre. */
export const canFinish = (selected: readonly string[]): boolean => selected.length >= 1;

/** The server's check of `preferredTags`: null when fine, else the message to answer. */
export function preferredTagsError(tags: readonly string[], known: readonly string[]): string | null {
  if (new Set(tags).size > MAX_GENRES) return m.tooManyGenres;
  const names = new Set(known);
  if (tags.some((t) => !names.has(t))) return m.unknownGenre;
  return null;
}

/** Writer onboarding answers (writing-paid-content §3 "Onboarding answers"). */
export const USER_TYPES = ['reader', 'writer', 'reader_writer'] as const;
export const WRITER_STAGES = ['fun', 'researching', 'pursuing_career', 'professional', 'none'] as const;
export const FINISHED_STORY = ['yes', 'almost', 'no'] as const;
export type UserType = (typeof USER_TYPES)[number];
export type WriterStage = (typeof WRITER_STAGES)[number];
export type FinishedStory = (typeof FINISHED_STORY)[number];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): T | null =>
    typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : null;
export const asUserType = oneOf(USER_TYPES);
export const asWriterStage = oneOf(WRITER_STAGES);
export const asFinishedStory = oneOf(FINISHED_STORY);

/** The writer journey's addresses (writing-paid-content §2). */
export const JOURNEY_ROOT = '/start/writerjourney';
export const JOURNEY_MOTIVATION = '/start/writerjourney/motivation';
export const JOURNEY_NOVEL = '/start/writerjourney/motivation/novel';
export const GENRES_PATH = '/start';
export type JourneyStep = 'type' | 'motivation' | 'novel';

/** The step of a path under /start/writerjourney; null for an unknown sub-path (→ the root). */
export function journeyStep(path: string): JourneyStep | null {
  const p = path.replace(/\/+$/, '');
  if (p === JOURNEY_ROOT) return 'type';
  if (p === JOURNEY_MOTIVATION) return 'motivation';
  if (p === JOURNEY_NOVEL) return 'novel';
  return null;
}

/**
 * Where a writer's journey ends: /start (the spec), carrying /myworks as the place onboarding
 * goes on to, where a writer with no stories is asked to write their first (issue 28 #7).
 */
export const WRITER_JOURNEY_END = `${GENRES_PATH}?nextUrl=${encodeURIComponent('/myworks')}`;

/** Where an answer leads: a reader goes straight to /start; "none" skips the novel question. */
export function nextJourneyPath(step: JourneyStep, answer: string): string {
  if (step === 'type') return answer === 'reader' ? GENRES_PATH : JOURNEY_MOTIVATION;
  if (step === 'motivation')
    return answer === 'none' ? WRITER_JOURNEY_END : `${JOURNEY_NOVEL}?motivation=${answer}#${answer}`;
  return WRITER_JOURNEY_END;
}

/**
 * The offensive flag's word list (`offensiveWords.json`, data moderation keeps), loaded once with
 * the module. Matched whole-word, any case, by `isOffensiveText` (shared/comments/validation.ts).
 */
import list from './offensiveWords.json';

export const OFFENSIVE_WORDS: ReadonlySet<string> = new Set(list.words.map((w) => w.trim().toLowerCase()));

/** Reader rules used by the client (what it sends) and the server (what it accepts). */

/** A reading position is a fraction of the part: 0 (top) to 1 (end). */
export const isValidPosition = (value: number): boolean => Number.isFinite(value) && value >= 0 && value <= 1;

/** Clamps and rounds a measured scroll fraction to what the server stores (4 decimals). */
export const toPosition = (fraction: number): number =>
  Number.isFinite(fraction) ? Math.round(Math.min(1, Math.max(0, fraction)) * 10_000) / 10_000 : 0;

/** How often the reader saves its position while scrolling. */
export const POSITION_SAVE_THROTTLE_MS = 3000;

/** Reading themes (reading-discovery §4 "Theme picker"); non-premium readers keep the default. */
export const READING_THEMES = ['default', 'sepia', 'dark'] as const;
export type ReadingTheme = (typeof READING_THEMES)[number];
export const DEFAULT_READING_THEME: ReadingTheme = 'default';
export const READING_THEME_COOKIE = 'reading-theme';
export const isReadingTheme = (v: unknown): v is ReadingTheme =>
  typeof v === 'string' && (READING_THEMES as readonly string[]).includes(v);

/** Adults may read mature stories; see `isRestrictedFor` on the server. */
export const MATURE_MIN_AGE = 18;

import {
  DEFAULT_READING_THEME,
  isReadingTheme,
  READING_THEME_COOKIE,
  type ReadingTheme,
} from '../../../shared/validation/reader';

/** The `reading-theme` cookie's value from a Cookie header (default when absent or unknown). */
export function readingThemeFromCookie(header: string | undefined): ReadingTheme {
  for (const pair of (header ?? '').split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === READING_THEME_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isReadingTheme(value) ? value : DEFAULT_READING_THEME;
    }
  }
  return DEFAULT_READING_THEME;
}

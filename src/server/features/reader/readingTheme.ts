import { cookieValue } from '../../lib/cookies';
import {
  DEFAULT_READING_THEME,
  isReadingTheme,
  READING_THEME_COOKIE,
  type ReadingTheme,
} from '../../../shared/reader/validation';

/** The `reading-theme` cookie's value from a Cookie header (default when absent or unknown). */
export function readingThemeFromCookie(header: string | undefined): ReadingTheme {
  const value = cookieValue(header, READING_THEME_COOKIE);
  return value !== undefined && isReadingTheme(value) ? value : DEFAULT_READING_THEME;
}

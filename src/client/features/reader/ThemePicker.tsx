import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectReadingTheme, themeChosen } from '../../../reducers/reader/readerSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { readerMessages as m } from '../../../shared/messages/reader';
import {
  DEFAULT_READING_THEME,
  READING_THEME_COOKIE,
  READING_THEMES,
  type ReadingTheme,
} from '../../../shared/validation/reader';
import { SubscriptionPrompt } from '../../components/modal/SubscriptionPrompt';
import styles from './ReaderExtras.module.css';

const ONE_YEAR_S = 365 * 24 * 3600;

/** Keeps the theme in the `reading-theme` cookie so the server renders it on the next page. */
function rememberTheme(t: ReadingTheme): void {
  document.cookie = `${READING_THEME_COOKIE}=${t}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/**
 * Reading themes (reading-discovery §4): premium readers choose any (kept in the `reading-theme`
 * cookie, which the server renders from); everyone else keeps the default and gets the
 * subscription prompt (without JavaScript, a link to /premium/).
 */
export function ThemePicker() {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const theme = useSelector(selectReadingTheme);
  const [prompt, setPrompt] = useState(false);
  const premium = Boolean(viewer?.isPremium);

  const choose = (t: ReadingTheme) => {
    dispatch(themeChosen(t));
    rememberTheme(t);
  };

  return (
    <fieldset className={styles.themes}>
      <legend>{m.readingTheme}</legend>
      {READING_THEMES.map((t) =>
        premium || t === DEFAULT_READING_THEME ? (
          <button
            key={t}
            type="button"
            className={styles.themeButton}
            aria-pressed={theme === t}
            onClick={() => choose(t)}
          >
            {m.themeNames[t]}
          </button>
        ) : (
          <a
            key={t}
            className={styles.themeButton}
            href="/premium/"
            onClick={(e) => {
              e.preventDefault();
              setPrompt(true);
            }}
          >
            {m.themeNames[t]}
          </a>
        ),
      )}
      <SubscriptionPrompt open={prompt} onClose={() => setPrompt(false)} />
    </fieldset>
  );
}

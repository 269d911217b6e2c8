import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectReadingTheme, themeChosen } from '../../../reducers/reader/readerSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import { readerMessages as m } from '../../../shared/reader/messages';
import {
  THEME_FORM_PATH,
  THEME_PROMPT_PARAM,
  THEMES_ANCHOR,
  themePromptUrl,
} from '../../../shared/reader/forms';
import {
  DEFAULT_READING_THEME,
  READING_THEME_COOKIE,
  READING_THEMES,
  type ReadingTheme,
} from '../../../shared/reader/validation';
import { SubscriptionPrompt } from '../../components/modal/SubscriptionPrompt';
import styles from './ReaderExtras.module.css';

const ONE_YEAR_S = 365 * 24 * 3600;

/** Keeps the theme in the `reading-theme` cookie so the server renders it on the next page. */
function rememberTheme(t: ReadingTheme): void {
  document.cookie = `${READING_THEME_COOKIE}=${t}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/**
 * Reading themes (reading-discovery §4): premium readers choose any (kept in the `reading-theme`
 * cookie, which the server renders from; without JavaScript a form posts it); everyone else keeps
 * the default and gets the subscription prompt (without JavaScript, a link back to this part that
 * shows the prompt's text under the picker).
 */
export function ThemePicker() {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const csrfToken = useSelector(selectCsrfToken);
  const theme = useSelector(selectReadingTheme);
  const { path, search } = useSelector(selectRouter);
  const [prompt, setPrompt] = useState(false);
  const premium = Boolean(viewer?.isPremium);
  const promptShown = !premium && new URLSearchParams(search).has(THEME_PROMPT_PARAM);

  const choose = (t: ReadingTheme) => {
    dispatch(themeChosen(t));
    rememberTheme(t);
  };

  return (
    <form method="post" action={THEME_FORM_PATH} id={THEMES_ANCHOR} className={styles.themeForm}>
      <fieldset className={styles.themes}>
        <legend>{m.readingTheme}</legend>
        <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
        <input type="hidden" name="nextUrl" value={path} />
        {READING_THEMES.map((t) =>
          premium || t === DEFAULT_READING_THEME ? (
            <button
              key={t}
              type="submit"
              name="theme"
              value={t}
              className={styles.themeButton}
              aria-pressed={theme === t}
              onClick={(e) => {
                e.preventDefault();
                choose(t);
              }}
            >
              {m.themeNames[t]}
            </button>
          ) : (
            <a
              key={t}
              className={styles.themeButton}
              href={themePromptUrl(path, t)}
              onClick={(e) => {
                e.preventDefault();
                setPrompt(true);
              }}
            >
              {m.themeNames[t]}
            </a>
          ),
        )}
        {promptShown && (
          <p className={styles.themePrompt} role="status">
            <strong>{m.subscriptionTitle}</strong> {m.subscriptionBody}{' '}
            <a href="/premium/">{m.subscribeNow}</a>
          </p>
        )}
      </fieldset>
      <SubscriptionPrompt open={prompt} onClose={() => setPrompt(false)} />
    </form>
  );
}

/**
 * The reader's forms for browsing without JavaScript (the same controls post through the sagas when
 * JavaScript runs): the vote form, the reading-theme form and the anchors they come back to.
 */

/** `POST /{partId}/vote` with `_csrf` and `vote` = 1 (vote) or 0 (unvote); redirects to the part's #vote. */
export const voteFormPath = (partId: number): string => `/${partId}/vote`;
export const VOTE_ANCHOR = 'vote';

/** `POST /reading-theme` with `_csrf`, `theme` and `nextUrl` (the part); premium readers only. */
export const THEME_FORM_PATH = '/reading-theme';
export const THEMES_ANCHOR = 'themes';
/** `?premiumTheme=<theme>` on a part: a non-premium reader chose a theme; the page shows the Premium prompt. */
export const THEME_PROMPT_PARAM = 'premiumTheme';

/** The part's address with the Premium prompt shown at the theme picker. */
export const themePromptUrl = (partPath: string, theme: string): string =>
  `${partPath}?${THEME_PROMPT_PARAM}=${encodeURIComponent(theme)}#${THEMES_ANCHOR}`;

/** Rules of the privacy opt-out (spec §4 Opt-out, §5, §9), shared by the page and the server. */

/** The visitor's opt-out cookie (spec §9: lasts 3650 days). */
export const CCPA_COOKIE = 'ccpa-oo';
/** The IAB US-privacy string cookie; opting out clears it (spec §4). */
export const USPRIVACY_COOKIE = 'usprivacy';
export const CCPA_COOKIE_DAYS = 3650;
export const CCPA_COOKIE_MAX_AGE_MS = CCPA_COOKIE_DAYS * 24 * 60 * 60 * 1000;

/** The page's address (linked from the footer). */
export const DO_NOT_SELL_PATH = '/privacy/do-not-sell';

/** Spec §5: the opt-out button is disabled until the California-resident box is ticked. */
export const canOptOut = (isResident: boolean, submitting = false): boolean => isResident && !submitting;

export const isAppMode = (mode: string | undefined): boolean => mode === 'app';

/** Where the page goes after opting out: app mode navigates with `optOut=true` (spec §4). */
export const optedOutUrl = (mode: string | undefined): string =>
  isAppMode(mode) ? `${DO_NOT_SELL_PATH}?mode=app&optOut=true` : `${DO_NOT_SELL_PATH}?done=1`;

/** The 'Back to' home button: /home; app mode keeps mode=app and adds closeWebForm=true (spec §2). */
export const backHomeUrl = (mode: string | undefined): string =>
  isAppMode(mode) ? '/home?mode=app&closeWebForm=true' : '/home';

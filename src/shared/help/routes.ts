/** The help centre page of the page table, and which languages have one. */
import { noPreload, type PageMeta } from '../common/pageMeta';
import { footerMessages as legalLinks } from '../common/footerMessages';

export type HelpPageKey = 'help' | 'terms' | 'privacyPolicy' | 'premium';

/** reading-discovery §9: the language ids that have their own help centre; any other uses 1. */
export const HELP_LANGUAGE_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 18, 20, 23];
export const DEFAULT_LANGUAGE_ID = 1;
export const helpLanguage = (languageId: number | null | undefined): number =>
  languageId && HELP_LANGUAGE_IDS.includes(languageId) ? languageId : DEFAULT_LANGUAGE_ID;
/** The help centre of a language (the "help centre" of the Story restricted page, §2). */
export const helpCentreUrl = (languageId?: number | null): string => `/help/${helpLanguage(languageId)}`;

const staticPage = (pattern: RegExp, title: string) => ({
  pattern,
  keys: [],
  loginRequired: false,
  preload: noPreload,
  title,
});

export const HELP_PAGES = {
  help: {
    pattern: /^\/help(?:\/(\d+))?\/?$/,
    keys: ['languageId'],
    loginRequired: false,
    preload: noPreload,
  },
  // Our terms and privacy policy (the consent text of sign-up links them) and the Premium page
  // ("Subscribe now" of the reading themes): static pages, their texts in `legalMessages.ts`
  // (not imported here: the page table is in the first load).
  terms: staticPage(/^\/terms\/?$/, legalLinks.terms),
  privacyPolicy: staticPage(/^\/privacy\/?$/, legalLinks.privacy),
  premium: staticPage(/^\/premium\/?$/, legalLinks.premium),
} satisfies Record<HelpPageKey, PageMeta>;

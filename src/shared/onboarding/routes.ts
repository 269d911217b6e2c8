/** Onboarding pages of the page table (login required; the server redirects visitors to /login). */
import { noPreload, type PageMeta } from '../common/pageMeta';
import { genresRequested } from './actions';

export type OnboardingPageKey = 'onboardingGenres' | 'onboardingSuccess' | 'writerJourney';

export const ONBOARDING_PAGES = {
  onboardingGenres: {
    pattern: /^\/start\/?$/,
    keys: [],
    loginRequired: true,
    forms: true,
    preload: () => [genresRequested()],
  },
  onboardingSuccess: {
    pattern: /^\/start\/success\/?$/,
    keys: [],
    loginRequired: true,
    preload: noPreload,
  },
  // Unknown sub-paths are sent to the root by the server (and by the page with JavaScript).
  writerJourney: {
    pattern: /^\/start\/writerjourney(?:\/.*)?$/,
    keys: [],
    loginRequired: true,
    forms: true,
    preload: noPreload,
  },
} satisfies Record<OnboardingPageKey, PageMeta>;

/** Onboarding pages of the route table (login required; the server redirects visitors to /login). */
import { genresRequested } from './actions';
import type { RouteDef } from '../routes';

export type OnboardingPageKey = 'onboardingGenres' | 'onboardingSuccess' | 'writerJourney';

export const ONBOARDING_ROUTES: readonly RouteDef[] = [
  {
    page: 'onboardingGenres',
    pattern: /^\/start\/?$/,
    keys: [],
    loginRequired: true,
    forms: true,
    preload: () => [genresRequested()],
  },
  {
    page: 'onboardingSuccess',
    pattern: /^\/start\/success\/?$/,
    keys: [],
    loginRequired: true,
    preload: () => [],
  },
  {
    // Unknown sub-paths are sent to the root by the server (and by the page with JavaScript).
    page: 'writerJourney',
    pattern: /^\/start\/writerjourney(?:\/.*)?$/,
    keys: [],
    loginRequired: true,
    forms: true,
    preload: () => [],
  },
];

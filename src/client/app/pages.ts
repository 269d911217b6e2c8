import type { ComponentType } from 'react';
import type { PageKey } from '../../shared/routes';

type Loader = () => Promise<{ default: ComponentType }>;

/** One chunk per page (DESIGN.md §4); named so the server can link the page's CSS and JS. */
const loaders: Record<PageKey, Loader> = {
  home: () => import(/* webpackChunkName: "page-home" */ '../features/home/HomePage'),
  story: () => import(/* webpackChunkName: "page-story" */ '../features/stories/StoryPage'),
  reader: () => import(/* webpackChunkName: "page-reader" */ '../features/reader/ReaderPage'),
  storyRankings: () =>
    import(/* webpackChunkName: "page-storyRankings" */ '../features/stories/StoryRankingsPage'),
  notFound: () => import(/* webpackChunkName: "page-notFound" */ '../features/notFound/NotFoundPage'),
  help: () => import(/* webpackChunkName: "page-help" */ '../features/help/HelpPage'),
  addToList: () => import(/* webpackChunkName: "page-addToList" */ '../features/lists/AddToListPage'),
  featuredList: () =>
    import(/* webpackChunkName: "page-featuredList" */ '../features/lists/FeaturedListPage'),
  readingList: () => import(/* webpackChunkName: "page-readingList" */ '../features/lists/ReadingListPage'),
  library: () => import(/* webpackChunkName: "page-library" */ '../features/lists/LibraryPage'),
  forgot: () => import(/* webpackChunkName: "page-forgot" */ '../features/recovery/ForgotPage'),
  reset: () => import(/* webpackChunkName: "page-reset" */ '../features/recovery/ResetPage'),
  emailVerified: () =>
    import(/* webpackChunkName: "page-emailVerified" */ '../features/recovery/EmailVerifiedPage'),
  devOutbox: () => import(/* webpackChunkName: "page-devOutbox" */ '../features/outbox/DevOutboxPage'),
  signup: () => import(/* webpackChunkName: "page-signup" */ '../features/accounts/SignupPage'),
  login: () => import(/* webpackChunkName: "page-login" */ '../features/accounts/LoginPage'),
  logout: () => import(/* webpackChunkName: "page-logout" */ '../features/accounts/LogoutPage'),
  socialSignup: () =>
    import(/* webpackChunkName: "page-socialSignup" */ '../features/social/SocialSignupPage'),
  search: () => import(/* webpackChunkName: "page-search" */ '../features/search/SearchPage'),
  searchResults: () =>
    import(/* webpackChunkName: "page-searchResults" */ '../features/search/SearchResultsPage'),
  tagBrowse: () => import(/* webpackChunkName: "page-tagBrowse" */ '../features/search/TagBrowsePage'),
  profile: () => import(/* webpackChunkName: "page-profile" */ '../features/profile/ProfilePage'),
  settings: () => import(/* webpackChunkName: "page-settings" */ '../features/settings/SettingsPage'),
  settingsNotifications: () =>
    import(/* webpackChunkName: "page-settingsNotifications" */ '../features/settings/NotificationsPage'),
  onboardingGenres: () =>
    import(/* webpackChunkName: "page-onboardingGenres" */ '../features/onboarding/GenrePage'),
  onboardingSuccess: () =>
    import(/* webpackChunkName: "page-onboardingSuccess" */ '../features/onboarding/SuccessPage'),
  writerJourney: () =>
    import(/* webpackChunkName: "page-writerJourney" */ '../features/onboarding/WriterJourneyPage'),
  doNotSell: () => import(/* webpackChunkName: "page-doNotSell" */ '../features/privacy/DoNotSellPage'),
  closeAccount: () =>
    import(/* webpackChunkName: "page-closeAccount" */ '../features/privacy/CloseAccountPage'),
  ownData: () => import(/* webpackChunkName: "page-ownData" */ '../features/privacy/OwnDataPage'),
  language: () => import(/* webpackChunkName: "page-language" */ '../features/privacy/LanguagePage'),
};

const loaded = new Map<PageKey, ComponentType>();

/** Loads a page's code once; resolves when it can render synchronously. */
export async function loadPage(page: PageKey): Promise<ComponentType> {
  const hit = loaded.get(page);
  if (hit) return hit;
  const mod = await loaders[page]();
  loaded.set(page, mod.default);
  return mod.default;
}

export const getLoadedPage = (page: PageKey): ComponentType | undefined => loaded.get(page);

export const ALL_PAGES = Object.keys(loaders) as PageKey[];

/** webpack chunk name of a page (the server's manifest is keyed by it). */
export const pageChunk = (page: PageKey): string => `page-${page}`;

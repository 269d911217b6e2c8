import type { UnknownAction } from '@reduxjs/toolkit';
import { ACCOUNTS_ROUTES, type AccountsPageKey } from './accounts/routes';
import type { Viewer } from './common/session';
import { HELP_ROUTES, type HelpPageKey } from './help/routes';
import { HOME_ROUTES, type HomePageKey } from './home/routes';
import { LISTS_ROUTES, type ListsPageKey } from './lists/routes';
import { ONBOARDING_ROUTES, type OnboardingPageKey } from './onboarding/routes';
import { OUTBOX_ROUTES, type OutboxPageKey } from './outbox/routes';
import { PRIVACY_ROUTES, type PrivacyPageKey } from './privacy/routes';
import { PROFILE_ROUTES, type ProfilePageKey } from './profile/routes';
import { READER_ROUTES, type ReaderPageKey } from './reader/routes';
import { RECOVERY_ROUTES, type RecoveryPageKey } from './recovery/routes';
import { SEARCH_ROUTES, type SearchPageKey } from './search/routes';
import { SETTINGS_ROUTES, type SettingsPageKey } from './settings/routes';
import { SOCIAL_ROUTES, type SocialPageKey } from './social/routes';
import { STORIES_ROUTES, type StoriesPageKey } from './stories/routes';

/** Every page the app renders. Client pages are keyed by this name (one chunk each). */
export type PageKey =
  | 'notFound'
  | HomePageKey
  | StoriesPageKey
  | SearchPageKey
  | ListsPageKey
  | HelpPageKey
  | AccountsPageKey
  | RecoveryPageKey
  | OutboxPageKey
  | SettingsPageKey
  | OnboardingPageKey
  | PrivacyPageKey
  | SocialPageKey
  | ProfilePageKey
  | ReaderPageKey;

/** A request action a page's preload dispatches (each feature's `shared/<f>/actions.ts`). */
export type PreloadAction = UnknownAction;

export type RouteParams = Record<string, string>;
export type Query = Record<string, string | undefined>;

export interface RouteMatch {
  page: PageKey;
  params: RouteParams;
  path: string;
}

export interface RouteDef {
  page: PageKey;
  /** Segments: literal, `:name` (one segment) or `:name(regex)`. */
  pattern: RegExp;
  keys: string[];
  loginRequired: boolean;
  /** The page has forms a visitor may post: it renders with a CSRF token (starting a session). */
  forms?: boolean;
  /** Whether the decoded parameters name something at all (`/stories/%23`: a tag of nothing). */
  accepts?(params: RouteParams): boolean;
  preload(match: RouteMatch, query: Query, viewer: Viewer | null): PreloadAction[];
}

/**
 * The only place that knows what a URL needs (DESIGN.md §3.1). Order matters: the part reader
 * (`/{partId}` or `/{partId}-{slug}`) is tried after every literal path.
 */
export const ROUTES: readonly RouteDef[] = [
  ...HOME_ROUTES,
  ...STORIES_ROUTES,
  ...SEARCH_ROUTES,
  ...LISTS_ROUTES,
  ...HELP_ROUTES,
  ...ACCOUNTS_ROUTES,
  ...RECOVERY_ROUTES,
  ...OUTBOX_ROUTES,
  ...SETTINGS_ROUTES,
  ...ONBOARDING_ROUTES,
  ...PRIVACY_ROUTES,
  ...SOCIAL_ROUTES,
  ...PROFILE_ROUTES,
  ...READER_ROUTES,
];

const NOT_FOUND = (path: string) => ({ page: 'notFound' as const, params: {}, path, def: null });

/**
 * An address's page and its decoded parameters. A typed address with malformed percent-encoding
 * (`/user/%`) names no page: the not-found page, never an error.
 */
export function matchRoute(path: string): RouteMatch & { def: RouteDef | null } {
  for (const def of ROUTES) {
    const m = def.pattern.exec(path);
    if (!m) continue;
    const params: RouteParams = {};
    try {
      def.keys.forEach((k, i) => {
        if (m[i + 1] !== undefined) params[k] = decodeURIComponent(m[i + 1]);
      });
    } catch {
      return NOT_FOUND(path);
    }
    if (def.accepts && !def.accepts(params)) return NOT_FOUND(path);
    return { page: def.page, params, path, def };
  }
  return NOT_FOUND(path);
}

export function parseQuery(search: string): Query {
  const q: Query = {};
  new URLSearchParams(search).forEach((v, k) => {
    if (!(k in q)) q[k] = v;
  });
  return q;
}

/** Preload actions for a URL (path + search). */
export function preloadFor(path: string, search: string, viewer: Viewer | null): PreloadAction[] {
  const match = matchRoute(path);
  return match.def ? match.def.preload(match, parseQuery(search), viewer) : [];
}

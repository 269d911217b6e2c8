import {
  homeRequested,
  partRequested,
  readingPositionRequested,
  similarStoriesRequested,
  storyRequested,
  type PreloadAction,
} from './actions';
import { ACCOUNTS_ROUTES, type AccountsPageKey } from './accountsRoutes';
import type { Viewer } from './api/session';
import { featuredListsRequested } from './profileActions';
import { READER_ROUTES, type ReaderPageKey } from './readerRoutes';
import { PROFILE_ROUTES, type ProfilePageKey } from './profileRoutes';
import { SEARCH_ROUTES, type SearchPageKey } from './searchRoutes';
import { RECOVERY_ROUTES, type RecoveryPageKey } from './recoveryRoutes';
import { SETTINGS_ROUTES, type SettingsPageKey } from './settingsRoutes';
import { ONBOARDING_ROUTES, type OnboardingPageKey } from './onboardingRoutes';
import { PRIVACY_ROUTES, type PrivacyPageKey } from './privacyRoutes';
import { SOCIAL_ROUTES, type SocialPageKey } from './socialRoutes';

/** Every page the app renders. Client pages are keyed by this name (one chunk each). */
export type PageKey =
  | 'home'
  | 'story'
  | 'reader'
  | 'notFound'
  | SearchPageKey
  | AccountsPageKey
  | ReaderPageKey
  | ProfilePageKey
  | OnboardingPageKey
  | RecoveryPageKey
  | SettingsPageKey
  | PrivacyPageKey
  | SocialPageKey;

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

function route(
  page: PageKey,
  pattern: RegExp,
  keys: string[],
  preload: RouteDef['preload'] = () => [],
  loginRequired = false,
): RouteDef {
  return { page, pattern, keys, preload, loginRequired };
}

/**
 * The only place that knows what a URL needs (DESIGN.md §3.1). Order matters: the part reader
 * (`/{partId}` or `/{partId}-{slug}`) is tried after every literal path.
 */
export const ROUTES: readonly RouteDef[] = [
  route('home', /^\/(?:home)?\/?$/, [], (_m, q) => [
    homeRequested(q.show ? { show: Number(q.show) } : undefined),
    featuredListsRequested(),
  ]),
  route('story', /^\/story\/(\d+)(?:-([^/]*))?\/?$/, ['id', 'slug'], (m, _q, viewer) => [
    storyRequested({ id: m.params.id }),
    similarStoriesRequested({ storyId: m.params.id }),
    ...(viewer ? [readingPositionRequested({ storyId: m.params.id })] : []),
  ]),
  ...SEARCH_ROUTES,
  ...READER_ROUTES,
  ...ACCOUNTS_ROUTES,
  ...RECOVERY_ROUTES,
  ...SETTINGS_ROUTES,
  ...ONBOARDING_ROUTES,
  ...PRIVACY_ROUTES,
  ...SOCIAL_ROUTES,
  ...PROFILE_ROUTES,
  route('reader', /^\/(\d+)(?:-([^/]*))?\/?$/, ['partId', 'slug'], (m) => [
    partRequested({ id: Number(m.params.partId) }),
  ]),
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

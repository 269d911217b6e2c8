import { flatMap } from './common/arrays';
import { ACCOUNTS_PAGES, type AccountsPageKey } from './accounts/routes';
import { PARAGRAPH_PAGES, type ParagraphPageKey } from './comments/paragraphRoutes';
import { COPYRIGHT_PAGES, type CopyrightPageKey } from './copyright/routes';
import type { PageMatch, PageMeta, PreloadAction, Query, RouteParams } from './common/pageMeta';
import type { Viewer } from './common/session';
import { EDITOR_PAGES, type EditorPageKey } from './editor/routes';
import { HELP_PAGES, type HelpPageKey } from './help/routes';
import { HOME_PAGES, type HomePageKey } from './home/routes';
import { INBOX_PAGES, type InboxPageKey } from './inbox/routes';
import { IMAGE_APPEAL_PAGES, type ImageAppealPageKey } from './imageAppeal/routes';
import { LISTS_PAGES, type ListsPageKey } from './lists/routes';
import { MYWORKS_PAGES, type MyWorksPageKey } from './myworks/routes';
import { ONBOARDING_PAGES, type OnboardingPageKey } from './onboarding/routes';
import { OUTBOX_PAGES, type OutboxPageKey } from './outbox/routes';
import { MODERATION_PAGES, type ModerationPageKey } from './moderation/routes';
import { PRIVACY_PAGES, type PrivacyPageKey } from './privacy/routes';
import { PROFILE_PAGES, type ProfilePageKey } from './profile/routes';
import { PUBLISHING_PAGES, type PublishingPageKey } from './publishing/routes';
import { READER_PAGES, type ReaderPageKey } from './reader/routes';
import { RECOVERY_PAGES, type RecoveryPageKey } from './recovery/routes';
import { REPORTS_PAGES, type ReportsPageKey } from './reports/routes';
import { SEARCH_PAGES, type SearchPageKey } from './search/routes';
import { SETTINGS_PAGES, type SettingsPageKey } from './settings/routes';
import { SOCIAL_PAGES, type SocialPageKey } from './social/routes';
import { STORIES_PAGES, type StoriesPageKey } from './stories/routes';

export type { PageMeta, PreloadAction, Query, RouteParams };

/** Every page the app renders. Client pages are keyed by this name (one chunk each). */
export type PageKey =
  | 'notFound'
  | HomePageKey
  | StoriesPageKey
  | SearchPageKey
  | ListsPageKey
  | PublishingPageKey
  | MyWorksPageKey
  | HelpPageKey
  | AccountsPageKey
  | RecoveryPageKey
  | OutboxPageKey
  | ModerationPageKey
  | SettingsPageKey
  | OnboardingPageKey
  | PrivacyPageKey
  | SocialPageKey
  | ProfilePageKey
  | ReportsPageKey
  | ParagraphPageKey
  | EditorPageKey
  | InboxPageKey
  | ImageAppealPageKey
  | CopyrightPageKey
  | ReaderPageKey;

export type RouteMatch = PageMatch<PageKey>;

/**
 * The page table: the only place that knows what a URL needs (DESIGN.md §3.1) and what each page
 * declares about itself (docs/architecture.md, "Pages that describe themselves"). Each feature
 * declares its own pages; they are tried in this order, so the part reader (`/{partId}` or
 * `/{partId}-{slug}`) comes after every literal path.
 */
export const PAGES = {
  // No address names it: what any address no page matches shows (404).
  notFound: { pattern: null, keys: [], loginRequired: false, preload: () => [], rules: ['status'] },
  ...HOME_PAGES,
  ...STORIES_PAGES,
  ...SEARCH_PAGES,
  ...LISTS_PAGES,
  ...PUBLISHING_PAGES,
  ...MYWORKS_PAGES,
  ...HELP_PAGES,
  ...ACCOUNTS_PAGES,
  ...RECOVERY_PAGES,
  ...OUTBOX_PAGES,
  ...MODERATION_PAGES,
  ...SETTINGS_PAGES,
  ...ONBOARDING_PAGES,
  ...PRIVACY_PAGES,
  ...SOCIAL_PAGES,
  ...REPORTS_PAGES,
  ...PROFILE_PAGES,
  ...PARAGRAPH_PAGES,
  ...EDITOR_PAGES,
  ...INBOX_PAGES,
  ...IMAGE_APPEAL_PAGES,
  ...COPYRIGHT_PAGES,
  ...READER_PAGES,
} satisfies Record<PageKey, PageMeta>;

/** What a page declares (a wider type than `PAGES`' own, for code that reads any page). */
export const pageMeta = (page: PageKey): PageMeta => PAGES[page];

const MATCHED = flatMap(Object.keys(PAGES) as PageKey[], (page) => {
  const def: PageMeta = PAGES[page];
  return def.pattern ? [{ page, def, pattern: def.pattern }] : [];
});

const NOT_FOUND = (path: string) => ({ page: 'notFound' as const, params: {}, path, def: null });

/**
 * An address's page and its decoded parameters. A typed address with malformed percent-encoding
 * (`/user/%`) names no page: the not-found page, never an error.
 */
export function matchRoute(path: string): RouteMatch & { def: PageMeta | null } {
  for (const { page, def, pattern } of MATCHED) {
    const m = pattern.exec(path);
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
    return { page, params, path, def };
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

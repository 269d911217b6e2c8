import type { Knex } from 'knex';
import type { Viewer } from '../shared/common/session';
import type { SettingsFlash } from '../shared/settings/api';
import type { FlagsCache } from './features/flags';
import type { PendingSocial } from './features/social/socialService';
import { noKvCache, type KvCache } from './lib/kvCache';
import { noReadCache, type ReadThrough } from './lib/readCache';

/**
 * Which of `partIds` (paywalled parts of `storyId`) the viewer has bought or otherwise unlocked. The
 * paid-content feature supplies it (`AppDeps.paidAccess`); until then nobody but the owner/sysadmin
 * (checked by the callers) opens a paywalled part.
 */
export type PaidAccessCheck = (
  ctx: ServiceContext,
  storyId: number,
  partIds: number[],
) => Promise<Set<number>>;

/** No purchases: the paid-access check until the paid-content feature plugs in its own. */
export const noPaidAccess: PaidAccessCheck = () => Promise.resolve(new Set());

/**
 * What every service call gets: the database, who is asking, our public origin (for absolute URLs),
 * the caches, the request's facts beyond the viewer, and the paywall's check. Every field is
 * present; "none" is spelled out (`noReadCache`, `null`, `[]`) by `createServiceContext`, the one
 * place that fills the defaults.
 */
export interface ServiceContext {
  db: Knex;
  viewer: Viewer | null;
  /** e.g. `http://localhost:3000`, no trailing slash. */
  origin: string;
  /**
   * Read-through cache (15 s) for reads that are the same for whoever asks: a visitor's story and
   * part (`anonymousCache`), and, for every viewer, another user's reading lists and a story's tag
   * rankings. `noReadCache` in tests that want every read to hit the DB.
   */
  cache: ReadThrough;
  /** Shared JSON cache (Redis when configured): computed sections. `noKvCache`: build every time. */
  kv: KvCache;
  /** The feature flags' cache (SSR reads the viewer's flags through it, never the database per render). `null`: no flags. */
  flags: FlagsCache | null;
  /** The visitor's recent searches (the `recent-searches` cookie), for the search landing page. */
  recentSearches: string[];
  /** A visitor's interface language from the `locale` cookie (signed-in users: `viewer.languageId`). */
  languageId: number | null;
  /** A visitor's do-not-sell opt-out (the `ccpa-oo` cookie; signed-in users' is stored). */
  ccpaOptOut: boolean;
  /** Which paywalled parts the viewer has unlocked (see `PaidAccessCheck`). */
  paidAccess: PaidAccessCheck;
  /**
   * The previous settings post's outcome (`req.session.settingsFlash`), removed from the session as
   * it is taken: a function, not a value, since a request makes several contexts and only the
   * settings page's preload may consume it.
   */
  takeSettingsFlash: () => SettingsFlash | null;
  /** A social sign-up between the hand-off and its completion form (`req.session.socialPending`). */
  socialPending: PendingSocial | null;
  /** The request's session id (the sessions settings section marks "this session"), or null. */
  sessionId: string | null;
}

/** The three facts every context has; the rest default to "none" (no caches, no cookies, no purchases). */
export type ServiceContextInput = Pick<ServiceContext, 'db' | 'viewer' | 'origin'> &
  Partial<Omit<ServiceContext, 'db' | 'viewer' | 'origin'>>;

/** Makes a `ServiceContext`: the app's routers and SSR (`getContext`) and tests all build them here. */
export function createServiceContext(input: ServiceContextInput): ServiceContext {
  return {
    db: input.db,
    viewer: input.viewer,
    origin: input.origin,
    cache: input.cache ?? noReadCache,
    kv: input.kv ?? noKvCache,
    flags: input.flags ?? null,
    recentSearches: input.recentSearches ?? [],
    languageId: input.languageId ?? null,
    ccpaOptOut: input.ccpaOptOut ?? false,
    paidAccess: input.paidAccess ?? noPaidAccess,
    takeSettingsFlash: input.takeSettingsFlash ?? (() => null),
    socialPending: input.socialPending ?? null,
    sessionId: input.sessionId ?? null,
  };
}

/** The cache to use for this call: only for visitors, whose answers are the same for everyone. */
export const anonymousCache = (ctx: ServiceContext): ReadThrough => (ctx.viewer ? noReadCache : ctx.cache);

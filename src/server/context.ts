import type { Knex } from 'knex';
import type { Viewer } from '../shared/common/session';
import type { FlagsCache } from './features/flags';
import type { KvCache } from './lib/kvCache';
import type { ReadCache } from './lib/readCache';

/** What every service call gets: the database, who is asking, and our public origin (for absolute URLs). */
export interface ServiceContext {
  db: Knex;
  viewer: Viewer | null;
  /** e.g. `http://localhost:3000`, no trailing slash. */
  origin: string;
  /**
   * Read-through cache (15 s) for reads that are the same for whoever asks: a visitor's story and
   * part (`anonymousCache`), and, for every viewer, another user's reading lists and a story's tag
   * rankings. Absent in tests that want every read to hit the DB.
   */
  cache?: ReadCache;
  /** The visitor's recent searches (the `recent-searches` cookie), for the search landing page. */
  recentSearches?: string[];
  /** Shared JSON cache (Redis when configured): computed sections, flags. */
  kv?: KvCache;
  /** A visitor's interface language from the `locale` cookie (signed-in users: `viewer.languageId`). */
  languageId?: number;
  /** The feature flags' cache (SSR reads the viewer's flags through it, never the database per render). */
  flags?: FlagsCache;
}

/** The cache to use for this call: only for visitors, whose answers are the same for everyone. */
export const anonymousCache = (ctx: ServiceContext): ReadCache | undefined =>
  ctx.viewer ? undefined : ctx.cache;

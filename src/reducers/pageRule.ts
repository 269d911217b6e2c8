/**
 * The state rules a page of the page table may declare (`rules` in `src/shared/common/pageMeta.ts`)
 * and the helpers they share. Each feature writes its pages' rules in `src/reducers/<f>/pageRules.ts`,
 * keyed by page; `src/reducers/pageRules.ts` puts them together, typed so that a page has exactly
 * the rules its table entry names.
 */
import type { PageRuleName, RouteParams } from '../shared/common/pageMeta';
import type { PageKey, PAGES } from '../shared/routes';
import type { RootState } from './rootReducer';

/** What a page's data says about its `<head>` beyond the title. */
export interface PageHeadFacts {
  /** Canonical path of the page (story, part and list addresses). */
  canonicalPath: string;
  description: string;
  image: string | null;
}

export interface PageRuleFns {
  /** The page's HTTP status from its state; null: nothing to say (200). */
  status(s: RootState, params: RouteParams): number | null;
  /** The page's whole document title from its data; null: not loaded (the generic rules follow). */
  title(s: RootState, params: RouteParams, status: number): string | null;
  /** The canonical address (and description, image) its data gives; null: not loaded. */
  canonical(s: RootState, params: RouteParams): PageHeadFacts | null;
}

/** The rules page `K` declares in the page table. */
export type DeclaredRules<K extends PageKey> = (typeof PAGES)[K] extends { rules: readonly (infer R)[] }
  ? R & PageRuleName
  : never;

/** Exactly the rule functions page `K` declares. */
export type PageRulesOf<K extends PageKey> = Pick<PageRuleFns, DeclaredRules<K>>;

/** The rules of the pages `K` that declare any (a feature's `pageRules.ts` satisfies this). */
export type PageRulesFor<K extends PageKey> = {
  [P in K as [DeclaredRules<P>] extends [never] ? never : P]: PageRulesOf<P>;
};

/** A page title: its parts, then the site's name (`The Salt Queen - Ana - Storyloom`). */
export const titled = (s: RootState, ...parts: string[]): string =>
  [...parts, s.config.productName].join(' - ');

/** The status a load gives its page: null unless it failed. */
export function loadStatus(meta: { status: string; error?: unknown } | null | undefined): number | null {
  if (meta?.status !== 'failed') return null;
  // The home's error is its spec'd fetchFailed state (no status): a server error.
  const error =
    meta.error && typeof meta.error === 'object' && 'status' in meta.error
      ? (meta.error as { status?: number; code?: number })
      : undefined;
  const st = error?.status ?? 500;
  // The legacy API answers "not found" with 400; a page answers 404.
  if (error?.code === 1017 || error?.code === 1020 || st === 404) return 404;
  return st >= 400 && st < 600 ? st : 500;
}

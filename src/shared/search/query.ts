/** The search results page's filter form ⇄ StorySearchFilters (page URL query names = API names). */
import {
  DEFAULT_FILTERS,
  LENGTH_FILTERS,
  setFilterParams,
  UPDATED_FILTERS,
  type StorySearchFilters,
} from './api';
import { parseRefinerTags } from './validation';

type Q = Record<string, string | undefined>;
const on = (v: string | undefined): boolean => v === '1' || v === 'true';
const oneOf = <T extends string>(list: readonly T[], v: string | undefined, d: T): T =>
  list.includes(v as T) ? (v as T) : d;

/** Lenient: a page never fails on a bad filter value; hide free wins over hide paid when both are set. */
export function filtersFromQuery(q: Q): StorySearchFilters {
  const hideFree = on(q.hideFree);
  return {
    updated: oneOf(UPDATED_FILTERS, q.updated, DEFAULT_FILTERS.updated),
    length: oneOf(LENGTH_FILTERS, q.length, DEFAULT_FILTERS.length),
    completedOnly: q.filter === 'complete',
    hideMature: q.mature === 'false',
    hideFree,
    hidePaid: !hideFree && on(q.hidePaid),
    hideOriginals: on(q.hideOriginals),
    tags: parseRefinerTags([q.tags, q.addTag].filter(Boolean).join(',')),
  };
}

/** Page query string for filters (only what differs from the defaults). */
export function filtersToQuery(f: StorySearchFilters, extra: Record<string, string> = {}): string {
  const p = setFilterParams(new URLSearchParams(), f);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
}

export const searchPath = (term: string, tab?: 'stories' | 'people'): string =>
  `/search/${encodeURIComponent(term)}${tab ? `/${tab}` : ''}`;

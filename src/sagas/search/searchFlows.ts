import { call, delay, put, select } from 'typed-redux-saga';
import type { Api } from '../../shared/api';
import { PEOPLE_MORE_PAGE_SIZE, TAG_PAGE_SIZE } from '../../shared/search/api';
import { isMobileViewport, searchPageSizes } from '../../shared/search/pageSize';
import { searchRequested, tagBrowseRequested } from '../../shared/search/actions';
import {
  listFailed,
  moreFailed,
  morePeopleLoaded,
  moreRequested,
  moreStoriesLoaded,
  peopleLoaded,
  recentLoaded,
  searchKey,
  selectSearch,
  storiesLoaded,
  tagSuggestionsLoaded,
  tagTermTyped,
} from '../../reducers/search/searchSlice';
import { toErrorInfo } from '../../reducers/types';

export function* loadRecent(api: Api) {
  try {
    yield* put(recentLoaded(yield* call([api.search, api.search.recent])));
  } catch {
    yield* put(recentLoaded([]));
  }
}

export function* loadSearch(api: Api, action: ReturnType<typeof searchRequested>) {
  const { term, tab, filters, offset } = action.payload;
  const key = searchKey(term, tab, filters, offset);
  const state = yield* select(selectSearch);
  if (state[tab].key === key && state[tab].status === 'succeeded') return; // loaded by SSR
  const sizes = searchPageSizes(yield* call(isMobileViewport));
  const limit = action.payload.limit ?? sizes[tab];
  try {
    if (tab === 'people') {
      const r = yield* call([api.search, api.search.users], { query: term, limit, offset });
      yield* put(peopleLoaded({ key, items: r.users, total: r.total, nextUrl: r.nextUrl, offset }));
    } else {
      const r = yield* call([api.search, api.search.stories], {
        query: term,
        limit,
        offset,
        filters,
      });
      yield* put(
        storiesLoaded({
          list: 'stories',
          key,
          items: r.stories,
          total: r.total,
          nextUrl: r.nextUrl,
          offset,
          facets: r.tags,
        }),
      );
    }
  } catch (e) {
    yield* put(listFailed({ list: tab, error: toErrorInfo(e) }));
  }
}

export function* loadTag(api: Api, action: ReturnType<typeof tagBrowseRequested>) {
  const { tag, offset } = action.payload;
  const key = JSON.stringify([tag, offset]);
  const state = yield* select(selectSearch);
  if (state.tag.key === key && state.tag.status === 'succeeded') return;
  try {
    const r = yield* call([api.search, api.search.tag], tag, TAG_PAGE_SIZE, offset);
    yield* put(
      storiesLoaded({ list: 'tag', key, items: r.stories, total: r.total, nextUrl: r.nextUrl, offset }),
    );
  } catch (e) {
    yield* put(listFailed({ list: 'tag', error: toErrorInfo(e) }));
  }
}

const RELATIVE_BASE = 'http://relative.invalid';

/** `url` (absolute or path + query) with its `limit` set; offset and the rest kept. */
function withLimit(url: string, limit: number): string {
  const u = new URL(url, RELATIVE_BASE);
  u.searchParams.set('limit', String(limit));
  return u.origin === RELATIVE_BASE ? u.pathname + u.search : u.toString();
}

/**
 * Load more: follows the list's nextUrl and appends (takeLatest: a second press replaces the first).
 * People pages after the first are 10 (§9) whatever the first page's size (20 on desktop): the
 * nextUrl's offset is kept, its limit set to PEOPLE_MORE_PAGE_SIZE.
 */
export function* loadMore(api: Api, action: ReturnType<typeof moreRequested>) {
  const { list } = action.payload;
  const state = yield* select(selectSearch);
  const nextUrl = state[list].nextUrl;
  if (!nextUrl) return;
  try {
    if (list === 'people') {
      const r = yield* call([api.search, api.search.nextUsers], withLimit(nextUrl, PEOPLE_MORE_PAGE_SIZE));
      yield* put(morePeopleLoaded({ items: r.users, nextUrl: r.nextUrl }));
    } else {
      const r = yield* call([api.search, api.search.nextStories], nextUrl);
      yield* put(moreStoriesLoaded({ list, items: r.stories, nextUrl: r.nextUrl }));
    }
  } catch {
    yield* put(moreFailed({ list }));
  }
}

/** Debounce before asking for tag suggestions while the reader types. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** Tag refiner autocomplete (takeLatest + delay = debounce); a failure gives no suggestions (§8). */
export function* suggestTags(api: Api, action: ReturnType<typeof tagTermTyped>) {
  const term = action.payload.term.trim();
  if (!term) return;
  yield* delay(SUGGEST_DEBOUNCE_MS);
  try {
    const tags = yield* call([api.search, api.search.tagAutocomplete], term, action.payload.exclude);
    yield* put(tagSuggestionsLoaded(tags.slice(0, 10)));
  } catch {
    yield* put(tagSuggestionsLoaded([]));
  }
}

/** Home's flows, fetched with the first home action (`homeSaga.ts` has the watchers). */
import { all, call, fork, put, select } from 'typed-redux-saga';
import type { Api } from '../../shared/api';
import { HOME_SECTIONS_PER_PAGE } from '../../shared/home/api';
import {
  continueReadingLoaded,
  homeFailed,
  homeLoaded,
  homeMoreShown,
  homeRestLoaded,
  promotedClicked,
  selectHasMoreSections,
  selectHome,
} from '../../reducers/home/homeSlice';
import { selectViewer } from '../../reducers/session/sessionSlice';
import { toErrorInfo } from '../../reducers/types';

/** Continue reading loads its own data; on failure the section keeps the data it came with. */
export function* loadContinueReading(api: Api, index: number, path: string) {
  try {
    const items = yield* call([api.home, api.home.continueReading], path);
    yield* put(continueReadingLoaded({ index, items }));
  } catch (e) {
    // reading-discovery §8: "Continue-reading failure: logged, falls back to section data".
    console.warn('continue reading failed, showing the section data', toErrorInfo(e));
  }
}

export function* fetchHome(api: Api) {
  try {
    const feed = yield* call([api.home, api.home.feed], (yield* select(selectHome)).visible);
    yield* put(homeLoaded(feed));
    const { sections } = feed;
    if (yield* select(selectViewer)) {
      for (const s of sections) {
        if (s.type === 'continueReading' && s.dynamic)
          yield* fork(loadContinueReading, api, s.index, s.dynamic.path);
      }
    }
  } catch (e) {
    // reading-discovery §4: the state holds type fetchFailed (the cause only goes to the log, so
    // a server error's text never reaches the page's serialised state).
    console.warn('fetching home modules failed', toErrorInfo(e));
    yield* put(homeFailed());
  }
}

export function* loadHome(api: Api) {
  if ((yield* select(selectHome)).status === 'succeeded') return;
  yield* call(fetchHome, api);
}

/** 5 more sections each time the reader nears the bottom (scroll events debounced 300 ms, §9). */
export function* showMore(api: Api) {
  if (!(yield* select(selectHasMoreSections))) return;
  const { sections, visible, total = sections.length } = yield* select(selectHome);
  if (sections.length < Math.min(total, visible + HOME_SECTIONS_PER_PAGE)) {
    // The page carried only the sections it showed: fetch the feed (cached on the server) once.
    try {
      yield* put(homeRestLoaded(yield* call([api.home, api.home.sections])));
    } catch {
      // Show what there is; the next scroll tries again.
    }
  }
  yield* put(homeMoreShown());
}

export function* trackClicks(api: Api, action: ReturnType<typeof promotedClicked>) {
  yield* all(action.payload.urls.map((url) => call([api.home, api.home.track], url)));
}

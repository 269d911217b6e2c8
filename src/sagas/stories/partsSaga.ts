import { all, call, put, select } from 'typed-redux-saga';
import { partRequested } from '../../shared/stories/actions';
import { selectViewer } from '../../reducers/session/sessionSlice';
import { isApiError, type Api } from '../../shared/api';
import { isPartLoaded, partFailed, partLoaded } from '../../reducers/stories/partsSlice';
import { storyLoaded } from '../../reducers/stories/storiesSlice';
import { toErrorInfo } from '../../reducers/types';
import { type Watcher, lazy, on, watch } from '../watch';

/** The lists' flows load with their first use (the part page's library state): not in the first load. */
const listsFlows = () => import(/* webpackChunkName: "saga-lists" */ '../lists/listsFlows');

/** A locked (paywalled, not bought) part's text is refused with AccessDenied: the reader shows a lock. */
function* textUnlessLocked(api: Api, id: number) {
  try {
    return yield* call([api.parts, api.parts.text], id);
  } catch (e) {
    if (isApiError(e) && e.errorType === 'AccessDenied') return null;
    throw e;
  }
}

/**
 * The reader: a part, its story (for the title and previous/next) and its text, in parallel. A
 * locked part loads without text (`isBlocked`); a restricted story fails with StoryRestricted.
 * For a signed-in reader it then loads whether the story is in their library (the part page's
 * add-to-library button), in the same task: the preload names only the part, not its story.
 */
export function* loadPart(api: Api, action: ReturnType<typeof partRequested>) {
  const { id } = action.payload;
  if (yield* select(isPartLoaded, id)) return;
  try {
    const { part, text } = yield* all({
      part: call([api.parts, api.parts.get], id),
      text: call(textUnlessLocked, api, id),
    });
    const { group, ...rest } = part;
    yield* put(storyLoaded(group));
    const entity = text ? rest : { ...rest, isBlocked: true };
    yield* put(
      partLoaded({ part: entity, paragraphs: text?.paragraphs ?? [], textHash: text?.textHash ?? '' }),
    );
    if (yield* select(selectViewer)) yield* call(lazy(listsFlows, 'loadCollections'), api, [group.id]);
  } catch (e) {
    yield* put(partFailed({ id, error: toErrorInfo(e) }));
  }
}

export const partsWatchers = (api: Api): Watcher[] => [on('every', partRequested.type, loadPart, api)];

export function* partsSaga(api: Api) {
  yield* watch(...partsWatchers(api));
}

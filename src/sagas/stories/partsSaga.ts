import { all, call, put, select } from 'typed-redux-saga';
import { partRequested } from '../../shared/stories/actions';
import { isApiError, type Api } from '../../shared/api';
import { isPartLoaded, partFailed, partLoaded } from '../../reducers/stories/partsSlice';
import { storyLoaded } from '../../reducers/stories/storiesSlice';
import { toErrorInfo } from '../../reducers/types';
import { type Watcher, on, watch } from '../watch';

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
  } catch (e) {
    yield* put(partFailed({ id, error: toErrorInfo(e) }));
  }
}

export const partsWatchers = (api: Api): Watcher[] => [on('every', partRequested.type, loadPart, api)];

export function* partsSaga(api: Api) {
  yield* watch(...partsWatchers(api));
}

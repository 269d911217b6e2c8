import { all, call, put, select, takeEvery } from 'typed-redux-saga';
import { partRequested } from '../../shared/actions';
import type { Api } from '../../shared/api';
import { isPartLoaded, partFailed, partLoaded } from '../../reducers/parts/partsSlice';
import { storyLoaded } from '../../reducers/stories/storiesSlice';
import { toErrorInfo } from '../../reducers/types';

/** The reader: a part, its story (for the title and previous/next) and its text, in parallel. */
export function* loadPart(api: Api, action: ReturnType<typeof partRequested>) {
  const { id } = action.payload;
  if (yield* select(isPartLoaded, id)) return;
  try {
    const { part, text } = yield* all({
      part: call([api.parts, api.parts.get], id),
      text: call([api.parts, api.parts.text], id),
    });
    const { group, ...rest } = part;
    yield* put(storyLoaded(group));
    yield* put(partLoaded({ part: rest, paragraphs: text.paragraphs, textHash: text.textHash }));
  } catch (e) {
    yield* put(partFailed({ id, error: toErrorInfo(e) }));
  }
}

export function* partsSaga(api: Api) {
  yield* takeEvery(partRequested.type, loadPart, api);
}

import { call, put, select } from 'typed-redux-saga';
import { storyRequested } from '../../shared/stories/actions';
import type { Api } from '../../shared/api';
import { isStoryLoaded, storyFailed, storyLoaded } from '../../reducers/stories/storiesSlice';
import { toErrorInfo } from '../../reducers/types';
import { type Watcher, on, watch } from '../watch';

export function* loadStory(api: Api, action: ReturnType<typeof storyRequested>) {
  const { id } = action.payload;
  // Hydration and back-navigation: what the server (or an earlier visit) loaded is not fetched again.
  if (yield* select(isStoryLoaded, id)) return;
  try {
    const story = yield* call([api.stories, api.stories.get], id);
    yield* put(storyLoaded(story));
  } catch (e) {
    yield* put(storyFailed({ id, error: toErrorInfo(e) }));
  }
}

export const storiesWatchers = (api: Api): Watcher[] => [on('every', storyRequested.type, loadStory, api)];

export function* storiesSaga(api: Api) {
  yield* watch(...storiesWatchers(api));
}

/**
 * Reader flows: vote/unvote a part (optimistic, rolled back on failure; `takeLeading` so a
 * double-click while a vote is in flight is ignored), the saved reading position (load once per
 * story; save the latest, failures not shown — reading-discovery §8), "You may also like" and the
 * preview's tag rankings.
 */
import { call, put, select } from 'typed-redux-saga';
import { readingPositionRequested } from '../../shared/reader/actions';
import { similarStoriesRequested, tagRankingsRequested } from '../../shared/stories/actions';
import type { Api } from '../../shared/api';
import type { TagRanking } from '../../shared/stories/api';
import { partVoteSet, selectPartById } from '../../reducers/stories/partsSlice';
import {
  isSimilarLoaded,
  positionChanged,
  positionFailed,
  positionLoaded,
  selectSavedPosition,
  similarFailed,
  similarLoaded,
  isTagRankingsLoaded,
  tagRankingsLoaded,
  voteSettled,
  voteStarted,
  voteToggled,
} from '../../reducers/reader/readerSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import { type Watcher, on, watch } from '../watch';

export function* toggleVote(api: Api, action: ReturnType<typeof voteToggled>) {
  const { storyId, partId } = action.payload;
  const part = yield* select(selectPartById, partId);
  if (!part || !(yield* select(selectViewer))) return;
  const before = { id: partId, voted: Boolean(part.voted), voteCount: part.voteCount };
  const voted = !before.voted;
  yield* put(voteStarted({ partId }));
  yield* put(partVoteSet({ id: partId, voted, voteCount: before.voteCount + (voted ? 1 : -1) }));
  try {
    const csrfToken = yield* select(selectCsrfToken);
    const r = yield* call([api.reader, api.reader.vote], storyId, partId, voted, csrfToken);
    yield* put(partVoteSet({ id: partId, voted: r.voted, voteCount: r.voteCount }));
    yield* put(voteSettled({ partId, ok: true }));
  } catch {
    yield* put(partVoteSet(before));
    yield* put(voteSettled({ partId, ok: false }));
  }
}

export function* loadPosition(api: Api, action: ReturnType<typeof readingPositionRequested>) {
  const { storyId } = action.payload;
  if (!(yield* select(selectViewer))) return;
  if ((yield* select(selectSavedPosition, storyId)).status === 'succeeded') return;
  try {
    const position = yield* call([api.reader, api.reader.position], storyId);
    yield* put(positionLoaded({ storyId, position }));
  } catch {
    yield* put(positionFailed({ storyId }));
  }
}

export function* savePosition(api: Api, action: ReturnType<typeof positionChanged>) {
  if (!(yield* select(selectViewer))) return;
  try {
    const csrfToken = yield* select(selectCsrfToken);
    yield* call([api.reader, api.reader.savePosition], action.payload, csrfToken);
  } catch {
    // Reading position failure: not shown (reading-discovery §8); the next save retries.
  }
}

export function* loadSimilar(api: Api, action: ReturnType<typeof similarStoriesRequested>) {
  const { storyId } = action.payload;
  if (yield* select(isSimilarLoaded, storyId)) return;
  try {
    const stories = yield* call([api.reader, api.reader.similar], storyId);
    yield* put(similarLoaded({ storyId, stories }));
  } catch {
    yield* put(similarFailed({ storyId }));
  }
}

/** Once per story; a failure shows the tags instead (the preview's other choice), not an error. */
export function* loadTagRankings(api: Api, action: ReturnType<typeof tagRankingsRequested>) {
  const { storyId } = action.payload;
  if (yield* select(isTagRankingsLoaded, storyId)) return;
  let rankings: TagRanking[] = [];
  try {
    rankings = yield* call([api.reader, api.reader.tagRankings], storyId);
  } catch {
    // The preview keeps its tags.
  }
  yield* put(tagRankingsLoaded({ storyId, rankings }));
}

export const readerWatchers = (api: Api): Watcher[] => [
  on('leading', voteToggled.type, toggleVote, api),
  on('every', readingPositionRequested.type, loadPosition, api),
  on('latest', positionChanged.type, savePosition, api),
  on('every', similarStoriesRequested.type, loadSimilar, api),
  on('every', tagRankingsRequested.type, loadTagRankings, api),
];

export function* readerSaga(api: Api) {
  yield* watch(...readerWatchers(api));
}

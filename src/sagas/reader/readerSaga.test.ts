import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../shared/api';
import type { VoteResult } from '../../shared/reader/api';
import { makePart, makeStory, makeViewer } from '../../shared/test/storyFixtures';
import { fakeApi } from '../../shared/test/fakeApi';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { partLoaded } from '../../reducers/stories/partsSlice';
import { selectBestTagRanking, voteToggled } from '../../reducers/reader/readerSlice';
import type { Viewer } from '../../shared/common/session';
import { tagRankingsRequested } from '../../shared/stories/actions';
import { readerSaga, toggleVote } from './readerSaga';

// expectSaga types a reducer's state as non-partial; ours accepts partial preloaded state.
const rootReducer = realRootReducer as unknown as Reducer<RootState>;

const viewer: Viewer = makeViewer();

function stateWithPart(voted: boolean, voteCount: number): RootState {
  const { group: _group, ...part } = { ...makePart(makeStory(), 0), voted, voteCount };
  let s = rootReducer(undefined, { type: 'init' });
  s = rootReducer(s, partLoaded({ part, paragraphs: [], textHash: '' }));
  return { ...s, session: { viewer, csrfToken: 'tok' } };
}

describe('voting on a part', () => {
  const action = voteToggled({ storyId: '7', partId: 101 });

  it('shows the vote at once and keeps the server counts', async () => {
    const vote = jest.fn(async (): Promise<VoteResult> => ({
      storyId: '7',
      partId: 101,
      voted: true,
      voteCount: 12,
      storyVoteCount: 99,
    }));
    const { storeState, effects } = await expectSaga(toggleVote, fakeApi({ reader: { vote } }), action)
      .withReducer(rootReducer, stateWithPart(false, 4))
      .run();
    expect(vote).toHaveBeenCalledWith('7', 101, true, 'tok');
    // The optimistic count is shown before the server answers.
    const puts = effects.put.map((e) => e.payload.action as { type: string; payload: unknown });
    expect(puts[1]).toEqual({ type: 'parts/partVoteSet', payload: { id: 101, voted: true, voteCount: 5 } });
    expect(storeState.parts.entities[101]).toMatchObject({ voted: true, voteCount: 12 });
    expect(storeState.reader.votes[101]).toBe('done');
  });

  it('rolls back when the server refuses', async () => {
    const vote = jest.fn(() => Promise.reject(new ApiError(500, 1000, 'down')));
    const { storeState } = await expectSaga(toggleVote, fakeApi({ reader: { vote } }), action)
      .withReducer(rootReducer, stateWithPart(true, 4))
      .run();
    expect(vote).toHaveBeenCalledWith('7', 101, false, 'tok');
    expect(storeState.parts.entities[101]).toMatchObject({ voted: true, voteCount: 4 });
    expect(storeState.reader.votes[101]).toBe('failed');
  });

  it('does nothing for a visitor (the page shows the sign-up prompt instead)', async () => {
    const vote = jest.fn();
    const state = { ...stateWithPart(false, 4), session: { viewer: null, csrfToken: null } };
    const { storeState } = await expectSaga(toggleVote, fakeApi({ reader: { vote } }), action)
      .withReducer(rootReducer, state)
      .run();
    expect(vote).not.toHaveBeenCalled();
    expect(storeState.parts.entities[101]?.voteCount).toBe(4);
  });
});

describe('a story preview’s tag rankings', () => {
  it('loads once per story; a failure stores none, so the preview keeps its tags', async () => {
    const tagRankings = jest.fn(async (id: string) => {
      if (id === '9') throw new ApiError(503, 1000, 'down');
      return [{ rank: 3, name: 'queen' }];
    });
    const { storeState } = await expectSaga(readerSaga, fakeApi({ reader: { tagRankings } }))
      .withReducer(rootReducer)
      .dispatch(tagRankingsRequested({ storyId: '7' }))
      .dispatch(tagRankingsRequested({ storyId: '7' }))
      .dispatch(tagRankingsRequested({ storyId: '9' }))
      .silentRun(30);
    expect(tagRankings).toHaveBeenCalledTimes(2);
    expect(selectBestTagRanking(storeState, '7')).toEqual({ rank: 3, name: 'queen' });
    expect(storeState.reader.tagRankings['9']).toEqual([]);
    expect(selectBestTagRanking(storeState, '9')).toBeNull();
  });
});

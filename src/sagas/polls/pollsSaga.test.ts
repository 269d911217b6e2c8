import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { partLoaded, type PartEntity } from '../../reducers/stories/partsSlice';
import { ApiError } from '../../shared/api';
import type { Viewer } from '../../shared/common/session';
import {
  pollAnswerRequested,
  pollCreateRequested,
  pollDeleteRequested,
  pollsRequested,
} from '../../shared/polls/actions';
import { POLL_TYPE, type Poll, type PollDraft, type PollPlace } from '../../shared/polls/api';
import { POLLS_MESSAGES as M } from '../../shared/polls/messages';
import { fakeApi } from '../../shared/test/fakeApi';
import { SEQUENCE_RUN_MS } from '../../shared/test/sagaRun';
import { pollsSaga } from './pollsSaga';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const viewer = { id: 7, username: 'reader_rosa', name: 'Rosa' } as Viewer;
const place: PollPlace = { storyId: '1', partId: 1004 };

function state(signedIn = true, csrfToken: string | null = 'tok'): RootState {
  const s = rootReducer(undefined, { type: '@@init' });
  return { ...s, session: { ...s.session, viewer: signedIn ? viewer : null, csrfToken } };
}

const poll = (answered?: number): Poll => ({
  id: 5,
  type: POLL_TYPE,
  question: 'Should Mara sail north?',
  options: [
    { id: 51, text: 'Yes', answers: answered ? { percentageOfTotal: 100 } : {} },
    { id: 52, text: 'No', answers: answered ? { percentageOfTotal: 0 } : {} },
  ],
  ...(answered ? { totalAnswers: 1 } : {}),
  interaction: answered ? { answer: { optionId: answered, type: POLL_TYPE } } : {},
  owner: { username: 'ava_writes', avatar: '/a.png' },
  isOwner: false,
});

const loaded = {
  ...state(),
  polls: {
    ...state().polls,
    byPart: { 1004: { status: 'succeeded' as const, storyId: '1', polls: [poll()] } },
  },
};

describe('loading a part’s polls', () => {
  it('loads them when the part loads, once', async () => {
    const list = jest.fn(async () => ({ polls: [poll()] }));
    const part = { id: 1004, groupId: '1' } as PartEntity;
    const { storeState } = await expectSaga(pollsSaga, fakeApi({ polls: { list } }))
      .withReducer(rootReducer, state())
      .dispatch(partLoaded({ part, paragraphs: [], textHash: '' }))
      .delay(5)
      .dispatch(pollsRequested(place))
      .silentRun(SEQUENCE_RUN_MS);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith(place);
    expect(storeState.polls.byPart[1004].polls[0].question).toBe('Should Mara sail north?');
  });

  it('reads them again on a refresh (a visitor after hydration), keeping them when that fails', async () => {
    const list = jest.fn(async () => Promise.reject(new Error('offline')));
    const { storeState } = await expectSaga(pollsSaga, fakeApi({ polls: { list } }))
      .withReducer(rootReducer, loaded)
      .dispatch(pollsRequested({ ...place, refresh: true }))
      .silentRun(30);
    expect(list).toHaveBeenCalledTimes(1);
    expect(storeState.polls.byPart[1004]).toMatchObject({ status: 'succeeded', polls: [poll()] });
  });
});

describe('answering', () => {
  it('answers and shows the results from the updated poll', async () => {
    const answer = jest.fn(async () => poll(51));
    const { storeState } = await expectSaga(pollsSaga, fakeApi({ polls: { answer } }))
      .withReducer(rootReducer, loaded)
      .dispatch(pollAnswerRequested({ ...place, pollId: 5, optionId: 51 }))
      .silentRun(30);
    expect(answer).toHaveBeenCalledWith(place, 5, 51, 'tok');
    const [p] = storeState.polls.byPart[1004].polls;
    expect(p.interaction.answer?.optionId).toBe(51);
    expect(p.options[0].answers.percentageOfTotal).toBe(100);
    expect(storeState.polls.answering).toEqual({});
    expect(storeState.polls.toast).toBeNull();
  });

  it('shows the dismissable toast "Something went wrong. Please try again" on failure', async () => {
    const answer = jest.fn(async () => Promise.reject(new ApiError(503, 0, 'down')));
    const { storeState } = await expectSaga(pollsSaga, fakeApi({ polls: { answer } }))
      .withReducer(rootReducer, loaded)
      .dispatch(pollAnswerRequested({ ...place, pollId: 5, optionId: 51 }))
      .silentRun(30);
    expect(storeState.polls.toast).toBe('Something went wrong. Please try again');
    expect(storeState.polls.byPart[1004].polls[0].interaction).toEqual({});
    expect(storeState.polls.answering).toEqual({});
  });

  it('opens the please-verify modal for an unverified email (no toast)', async () => {
    const answer = jest.fn(async () =>
      Promise.reject(new ApiError(403, 1154, M.verifyEmail, 'EmailNotVerified')),
    );
    const status = jest.fn(async () => ({ email: 'sam@example.com', verified_email: false }));
    const api = fakeApi({ polls: { answer }, reverification: { status } as never });
    const { storeState } = await expectSaga(pollsSaga, api)
      .withReducer(rootReducer, loaded)
      .dispatch(pollAnswerRequested({ ...place, pollId: 5, optionId: 51 }))
      .silentRun(30);
    expect(storeState.recovery).toMatchObject({ view: 'prompt', email: 'sam@example.com', prompted: true });
    expect(storeState.polls.toast).toBeNull();
  });

  it('gets a visitor a CSRF token first when the page came without one (anonymous answers)', async () => {
    const answer = jest.fn(async () => poll(52));
    const csrfToken = jest.fn(async () => ({ csrfToken: 'v1.visitor' }));
    const api = fakeApi({ polls: { answer }, accounts: { csrfToken } });
    const visitorLoaded = { ...loaded, session: { viewer: null, csrfToken: null } };
    const { storeState } = await expectSaga(pollsSaga, api)
      .withReducer(rootReducer, visitorLoaded)
      .dispatch(pollAnswerRequested({ ...place, pollId: 5, optionId: 52 }))
      .silentRun(30);
    expect(answer).toHaveBeenCalledWith(place, 5, 52, 'v1.visitor');
    expect(storeState.session.csrfToken).toBe('v1.visitor');
  });
});

describe('the writer’s editor', () => {
  const draft: PollDraft = {
    type: POLL_TYPE,
    question: 'Where next?',
    options: [{ text: 'North' }, { text: 'South' }],
  };

  it('creates a poll (viewing), then deletes it (back to the add button)', async () => {
    const created = { ...poll(), id: 9, isOwner: true, totalAnswers: 0 };
    const create = jest.fn(async () => created);
    const remove = jest.fn(async () => undefined);
    const empty = {
      ...state(),
      polls: {
        ...state().polls,
        byPart: { 1004: { status: 'succeeded' as const, storyId: '1', polls: [] } },
      },
    };
    const { storeState } = await expectSaga(pollsSaga, fakeApi({ polls: { create, remove } }))
      .withReducer(rootReducer, empty)
      .dispatch(pollCreateRequested({ ...place, draft }))
      .delay(5)
      .dispatch(pollDeleteRequested({ ...place, pollId: 9 }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(create).toHaveBeenCalledWith(place, draft, 'tok');
    expect(remove).toHaveBeenCalledWith(place, 9, 'tok');
    expect(storeState.polls.byPart[1004].polls).toEqual([]);
    expect(storeState.polls.editor).toEqual({ status: 'idle', error: null });
  });

  it('refuses a draft with a URL before calling the server: "Polls may not include URLs"', async () => {
    const create = jest.fn();
    const { storeState } = await expectSaga(pollsSaga, fakeApi({ polls: { create } }))
      .withReducer(rootReducer, loaded)
      .dispatch(pollCreateRequested({ ...place, draft: { ...draft, question: 'See www.example.com' } }))
      .silentRun(30);
    expect(create).not.toHaveBeenCalled();
    expect(storeState.polls.editor.error).toBe('Polls may not include URLs');
  });

  it('shows the server’s rule message in the editor, and the toast for any other failure', async () => {
    const refused = jest.fn(async () => Promise.reject(new ApiError(400, 1005, M.answerLength)));
    const run1 = await expectSaga(pollsSaga, fakeApi({ polls: { create: refused } }))
      .withReducer(rootReducer, loaded)
      .dispatch(pollCreateRequested({ ...place, draft }))
      .silentRun(30);
    expect(run1.storeState.polls.editor.error).toBe(M.answerLength);
    const down = jest.fn(async () => Promise.reject(new ApiError(503, 0, 'down')));
    const run2 = await expectSaga(pollsSaga, fakeApi({ polls: { create: down } }))
      .withReducer(rootReducer, loaded)
      .dispatch(pollCreateRequested({ ...place, draft }))
      .silentRun(30);
    expect(run2.storeState.polls.editor.error).toBeNull();
    expect(run2.storeState.polls.toast).toBe(M.failed);
  });
});

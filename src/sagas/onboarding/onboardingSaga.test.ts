import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { genreToggled, genresLoaded } from '../../reducers/onboarding/onboardingSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import type { Viewer } from '../../shared/common/session';
import { onboardingMessages as m } from '../../shared/onboarding/messages';
import { onboardingFinishRequested } from '../../shared/onboarding/actions';
import { fakeApi } from '../../shared/test/fakeApi';
import { makeStore } from '../store';
import { onboardingSaga } from './onboardingSaga';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const viewer = { id: 7, username: 'reader_rosa', name: 'Rosa' } as Viewer;
const genres = ['Romance', 'Horror', 'Fantasy', 'Poetry'].map((name) => ({ name, topic: name, image: '' }));

function signedIn(): RootState {
  const state = rootReducer(undefined, genresLoaded(genres));
  return { ...state, session: { ...state.session, viewer, csrfToken: 'tok' } };
}

describe('onboarding saga', () => {
  it('refuses a fourth genre with the toast, hidden after 5 seconds', async () => {
    const { storeState } = await expectSaga(onboardingSaga, fakeApi())
      .withReducer(rootReducer, signedIn())
      .dispatch(genreToggled('Romance'))
      .dispatch(genreToggled('Horror'))
      .dispatch(genreToggled('Fantasy'))
      .dispatch(genreToggled('Poetry'))
      .silentRun(50);
    expect(storeState.onboarding.selected).toEqual(['Romance', 'Horror', 'Fantasy']);
    expect(storeState.onboarding.toast).toBe(m.tooManyGenres);
  });

  it('hides the toast 5 seconds after it shows', async () => {
    jest.useFakeTimers();
    const { store } = makeStore({ api: fakeApi(), preloadedState: signedIn() });
    for (const g of ['Romance', 'Horror', 'Fantasy', 'Poetry']) store.dispatch(genreToggled(g));
    expect(store.getState().onboarding.toast).toBe(m.tooManyGenres);
    jest.advanceTimersByTime(4900);
    expect(store.getState().onboarding.toast).toBe(m.tooManyGenres);
    jest.advanceTimersByTime(200);
    jest.useRealTimers();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().onboarding.toast).toBeNull();
  });

  it('Finish posts the picks as preferredTags with the CSRF token, then onboarding is done', async () => {
    const setPreferredTags = jest.fn(async () => undefined);
    const { storeState } = await expectSaga(
      onboardingSaga,
      fakeApi({ contentSettings: { setPreferredTags } }),
    )
      .withReducer(rootReducer, signedIn())
      .dispatch(genreToggled('Romance'))
      .dispatch(genreToggled('Horror'))
      .dispatch(onboardingFinishRequested())
      .silentRun(50);
    expect(setPreferredTags).toHaveBeenCalledWith('reader_rosa', ['Romance', 'Horror'], 'tok');
    expect(storeState.onboarding.finishStatus).toBe('done');
  });

  it('finishes even when the post fails (the result is ignored) and does nothing with no genre', async () => {
    const setPreferredTags = jest.fn(async () => {
      throw new Error('down');
    });
    const failed = await expectSaga(onboardingSaga, fakeApi({ contentSettings: { setPreferredTags } }))
      .withReducer(rootReducer, signedIn())
      .dispatch(genreToggled('Romance'))
      .dispatch(onboardingFinishRequested())
      .silentRun(50);
    expect(failed.storeState.onboarding.finishStatus).toBe('done');
    const none = await expectSaga(onboardingSaga, fakeApi({ contentSettings: { setPreferredTags } }))
      .withReducer(rootReducer, signedIn())
      .dispatch(onboardingFinishRequested())
      .silentRun(50);
    expect(none.storeState.onboarding.finishStatus).toBe('idle');
    expect(setPreferredTags).toHaveBeenCalledTimes(1);
  });
});

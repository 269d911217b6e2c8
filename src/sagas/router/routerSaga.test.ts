import { expectSaga } from 'redux-saga-test-plan';
import type { Reducer } from '@reduxjs/toolkit';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';

// expectSaga types a reducer's state as non-partial; ours accepts partial preloaded state.
const rootReducer = realRootReducer as unknown as Reducer<RootState>;
import { locationChanged } from '../../reducers/router/routerSlice';
import { storyRequested } from '../../shared/stories/actions';
import { makeStory } from '../../shared/test/storyFixtures';
import { fakeApi } from '../../shared/test/fakeApi';
import { rootSaga } from '../rootSaga';

describe('client-side navigation', () => {
  it('runs the route preload and loads the story once', async () => {
    const get = jest.fn(async () => makeStory());
    const { storeState } = await expectSaga(rootSaga, fakeApi({ stories: { get } }))
      .withReducer(rootReducer)
      .put(storyRequested({ id: '7' }))
      .dispatch(locationChanged({ path: '/story/7-the-salt-queen', search: '' }))
      .silentRun(50);
    expect(storeState.router.page).toBe('story');
    expect(storeState.router.navigations).toBe(1);
    expect(storeState.stories.meta['7']).toEqual({ status: 'succeeded' });
    expect(get).toHaveBeenCalledWith('7');
  });
});

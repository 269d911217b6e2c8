import { expectSaga } from 'redux-saga-test-plan';
import { partRequested } from '../../shared/stories/actions';
import { ApiError } from '../../shared/api';
import type { Reducer } from '@reduxjs/toolkit';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';

// expectSaga types a reducer's state as non-partial; ours accepts partial preloaded state.
const rootReducer = realRootReducer as unknown as Reducer<RootState>;
import { fakeApi } from '../../shared/test/fakeApi';
import { makePart, makeStory } from '../../shared/test/storyFixtures';
import { loadPart } from './partsSaga';

describe('reading a part', () => {
  const story = makeStory();
  const part = makePart(story, 0);
  const text = {
    partId: 101,
    paragraphs: [{ id: 'a'.repeat(32), html: 'It began with salt.' }],
    textHash: 'h',
  };

  it('loads the part, its story and its text together', async () => {
    const api = fakeApi({ parts: { get: async () => part, text: async () => text } });
    const { storeState } = await expectSaga(loadPart, api, partRequested({ id: 101 }))
      .withReducer(rootReducer)
      .run();
    expect(storeState.parts.meta[101]).toEqual({ status: 'succeeded' });
    expect(storeState.parts.texts[101].paragraphs[0].html).toBe('It began with salt.');
    expect(storeState.stories.entities['7'].title).toBe('The Salt Queen');
    expect(storeState.parts.entities[101]).not.toHaveProperty('group');
  });

  it('does not fetch again what is already loaded (hydration, back navigation)', async () => {
    const get = jest.fn(async () => part);
    const api = fakeApi({ parts: { get, text: async () => text } });
    const first = await expectSaga(loadPart, api, partRequested({ id: 101 }))
      .withReducer(rootReducer)
      .run();
    await expectSaga(loadPart, api, partRequested({ id: 101 }))
      .withReducer(rootReducer, first.storeState)
      .run();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('records a missing part as failed with its legacy code', async () => {
    const api = fakeApi({
      parts: {
        get: () => Promise.reject(new ApiError(400, 1020, 'Part not found', 'NotFound')),
        text: async () => text,
      },
    });
    const { storeState } = await expectSaga(loadPart, api, partRequested({ id: 5 }))
      .withReducer(rootReducer)
      .run();
    expect(storeState.parts.meta[5]).toEqual({
      status: 'failed',
      error: { status: 400, code: 1020, message: 'Part not found' },
    });
  });
});

import { createEntityAdapter, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storyRequested } from '../../shared/stories/actions';
import type { Story } from '../../shared/stories/api';
import type { ErrorInfo, Loadable } from '../types';

const adapter = createEntityAdapter<Story>();

export interface StoriesState extends ReturnType<typeof adapter.getInitialState> {
  /** Request status per story id (a story can fail to load without an entity). */
  meta: Record<string, Loadable>;
}

const initialState: StoriesState = adapter.getInitialState({ meta: {} });

const storiesSlice = createSlice({
  name: 'stories',
  initialState,
  reducers: {
    storyLoaded(state, action: PayloadAction<Story>) {
      adapter.upsertOne(state, action.payload);
      state.meta[action.payload.id] = { status: 'succeeded' };
    },
    storyFailed(state, action: PayloadAction<{ id: string; error: ErrorInfo }>) {
      state.meta[action.payload.id] = { status: 'failed', error: action.payload.error };
    },
  },
  extraReducers: (b) => {
    b.addCase(storyRequested, (state, { payload }) => {
      if (state.meta[payload.id]?.status !== 'succeeded') state.meta[payload.id] = { status: 'loading' };
    });
  },
});

export const { storyLoaded, storyFailed } = storiesSlice.actions;
export const storiesReducer = storiesSlice.reducer;

type WithStories = { stories: StoriesState };
const selectors = adapter.getSelectors((s: WithStories) => s.stories);
export const selectStoryById = (s: WithStories, id: string): Story | undefined => selectors.selectById(s, id);
export const selectStoryMeta = (s: WithStories, id: string): Loadable =>
  s.stories.meta[id] ?? { status: 'idle' };
export const isStoryLoaded = (s: WithStories, id: string): boolean =>
  selectStoryMeta(s, id).status === 'succeeded';

/** Previous and next readable part around `partId` in a story's part list. */
export const selectPartNeighbours = createSelector(
  [
    (s: WithStories, storyId: string) => selectors.selectById(s, storyId),
    (_s: WithStories, _id: string, partId: number) => partId,
  ],
  (story, partId) => {
    const parts = story?.parts.filter((p) => !p.deleted) ?? [];
    const i = parts.findIndex((p) => p.id === partId);
    return {
      index: i,
      total: parts.length,
      prev: i > 0 ? parts[i - 1] : null,
      next: i >= 0 && i < parts.length - 1 ? parts[i + 1] : null,
    };
  },
);

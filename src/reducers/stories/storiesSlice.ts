import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storyRequested } from '../../shared/stories/actions';
import type { PartSummary, Story } from '../../shared/stories/api';
import { emptyEntities, upsertOne, type EntityState } from '../entities';
import type { ErrorInfo, Loadable } from '../types';

export interface StoriesState extends EntityState<Story, string> {
  /** Request status per story id (a story can fail to load without an entity). */
  meta: Record<string, Loadable>;
}

const initialState: StoriesState = { ...emptyEntities<Story, string>(), meta: {} };

const storiesSlice = createSlice({
  name: 'stories',
  initialState,
  reducers: {
    storyLoaded(state, action: PayloadAction<Story>) {
      upsertOne(state, action.payload);
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
export const selectStoryById = (s: WithStories, id: string): Story | undefined => s.stories.entities[id];
export const selectStoryMeta = (s: WithStories, id: string): Loadable =>
  s.stories.meta[id] ?? { status: 'idle' };
export const isStoryLoaded = (s: WithStories, id: string): boolean =>
  selectStoryMeta(s, id).status === 'succeeded';

export interface PartNeighbours {
  index: number;
  total: number;
  prev: PartSummary | null;
  next: PartSummary | null;
}

function partNeighbours(story: Story | undefined, partId: number): PartNeighbours {
  const parts = story?.parts.filter((p) => !p.deleted) ?? [];
  const i = parts.findIndex((p) => p.id === partId);
  return {
    index: i,
    total: parts.length,
    prev: i > 0 ? parts[i - 1] : null,
    next: i >= 0 && i < parts.length - 1 ? parts[i + 1] : null,
  };
}

let lastNeighbours: { story: Story | undefined; partId: number; result: PartNeighbours } | null = null;

/**
 * Previous and next readable part around `partId` in a story's part list. The same object while
 * the story and the part are the same (a `useSelector` selector must not return a new one each time).
 */
export function selectPartNeighbours(s: WithStories, storyId: string, partId: number): PartNeighbours {
  const story = selectStoryById(s, storyId);
  const last = lastNeighbours;
  if (last && last.story === story && last.partId === partId) return last.result;
  const result = partNeighbours(story, partId);
  lastNeighbours = { story, partId, result };
  return result;
}

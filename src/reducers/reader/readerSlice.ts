import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readingPositionRequested } from '../../shared/reader/actions';
import { similarStoriesRequested } from '../../shared/stories/actions';
import type { TagRanking } from '../../shared/stories/api';
import type { PositionUpdate, ReadingPosition } from '../../shared/reader/api';
import type { StoryCard } from '../../shared/stories/api';
import { DEFAULT_READING_THEME, type ReadingTheme } from '../../shared/reader/validation';
import type { LoadStatus } from '../types';

export interface SavedPosition extends ReadingPosition {
  status: LoadStatus;
}

export interface ReaderState {
  /** The signed-in reader's saved position per story id. */
  positions: Record<string, SavedPosition>;
  /** Vote requests per part id (`pending` disables the button; `failed` shows a message). */
  votes: Record<number, 'pending' | 'failed' | 'done'>;
  /** "You may also like" per story id. */
  similar: Record<string, { status: LoadStatus; stories: StoryCard[] }>;
  /** Tag rankings per story id, loaded for the story preview (absent: not loaded; a failure is []). */
  tagRankings: Record<string, TagRanking[]>;
  /** The reading theme (SSR reads it from the `reading-theme` cookie for premium readers). */
  theme: ReadingTheme;
}

export const initialReaderState = (theme: ReadingTheme = DEFAULT_READING_THEME): ReaderState => ({
  positions: {},
  votes: {},
  similar: {},
  tagRankings: {},
  theme,
});

const readerSlice = createSlice({
  name: 'reader',
  initialState: initialReaderState(),
  reducers: {
    /** The reader pressed Vote (or Voted, to unvote) on a part. */
    voteToggled(_state, _action: PayloadAction<{ storyId: string; partId: number }>) {},
    voteSettled(state, action: PayloadAction<{ partId: number; ok: boolean }>) {
      state.votes[action.payload.partId] = action.payload.ok ? 'done' : 'failed';
    },
    voteStarted(state, action: PayloadAction<{ partId: number }>) {
      state.votes[action.payload.partId] = 'pending';
    },
    positionLoaded(state, action: PayloadAction<{ storyId: string; position: ReadingPosition }>) {
      state.positions[action.payload.storyId] = { ...action.payload.position, status: 'succeeded' };
    },
    positionFailed(state, action: PayloadAction<{ storyId: string }>) {
      state.positions[action.payload.storyId] = { part: null, position: 0, status: 'failed' };
    },
    /** The reader moved in a part (throttled by the page); the saga saves it. */
    positionChanged(state, action: PayloadAction<PositionUpdate>) {
      const { storyId, partId, position } = action.payload;
      state.positions[storyId] = { part: partId, position, status: 'succeeded' };
    },
    similarLoaded(state, action: PayloadAction<{ storyId: string; stories: StoryCard[] }>) {
      state.similar[action.payload.storyId] = { status: 'succeeded', stories: action.payload.stories };
    },
    similarFailed(state, action: PayloadAction<{ storyId: string }>) {
      state.similar[action.payload.storyId] = { status: 'failed', stories: [] };
    },
    tagRankingsLoaded(state, action: PayloadAction<{ storyId: string; rankings: TagRanking[] }>) {
      state.tagRankings[action.payload.storyId] = action.payload.rankings;
    },
    themeChosen(state, action: PayloadAction<ReadingTheme>) {
      state.theme = action.payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(readingPositionRequested, (state, { payload }) => {
      if (!state.positions[payload.storyId])
        state.positions[payload.storyId] = { part: null, position: 0, status: 'loading' };
    });
    b.addCase(similarStoriesRequested, (state, { payload }) => {
      if (state.similar[payload.storyId]?.status !== 'succeeded')
        state.similar[payload.storyId] = { status: 'loading', stories: [] };
    });
  },
});

export const {
  voteToggled,
  voteSettled,
  voteStarted,
  positionLoaded,
  positionFailed,
  positionChanged,
  similarLoaded,
  similarFailed,
  tagRankingsLoaded,
  themeChosen,
} = readerSlice.actions;
export const readerReducer = readerSlice.reducer;

type WithReader = { reader: ReaderState };
const NO_POSITION: SavedPosition = { part: null, position: 0, status: 'idle' };
const NO_SIMILAR: StoryCard[] = [];
export const selectSavedPosition = (s: WithReader, storyId: string): SavedPosition =>
  s.reader.positions[storyId] ?? NO_POSITION;
export const selectVoteStatus = (s: WithReader, partId: number) => s.reader.votes[partId];
export const selectSimilarStories = (s: WithReader, storyId: string): StoryCard[] =>
  s.reader.similar[storyId]?.stories ?? NO_SIMILAR;
export const isSimilarLoaded = (s: WithReader, storyId: string): boolean =>
  s.reader.similar[storyId]?.status === 'succeeded';
export const selectReadingTheme = (s: WithReader): ReadingTheme => s.reader.theme;
export const isTagRankingsLoaded = (s: WithReader, storyId: string): boolean =>
  s.reader.tagRankings[storyId] !== undefined;
/** The story's best tag ranking (lowest rank), once loaded. */
export const selectBestTagRanking = (s: WithReader, storyId: string): TagRanking | null =>
  (s.reader.tagRankings[storyId] ?? []).reduce<TagRanking | null>(
    (best, r) => (best === null || r.rank < best.rank ? r : best),
    null,
  );

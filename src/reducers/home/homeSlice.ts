import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { homeRequested } from '../../shared/actions';
import type { StoryCard } from '../../shared/api/stories';
import type { ErrorInfo, Loadable } from '../types';

export interface HomeState extends Loadable {
  stories: StoryCard[];
}

const initialState: HomeState = { status: 'idle', stories: [] };

const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    homeLoaded(state, action: PayloadAction<StoryCard[]>) {
      state.stories = action.payload;
      state.status = 'succeeded';
      delete state.error;
    },
    homeFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(homeRequested, (state) => {
      if (state.status !== 'succeeded') state.status = 'loading';
    });
  },
});

export const { homeLoaded, homeFailed } = homeSlice.actions;
export const homeReducer = homeSlice.reducer;
export const selectHome = (s: { home: HomeState }): HomeState => s.home;

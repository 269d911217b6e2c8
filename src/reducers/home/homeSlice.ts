import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { homeRequested } from '../../shared/actions';
import { HOME_SECTIONS_PER_PAGE, type ContinueReadingItem, type HomeSection } from '../../shared/api/home';
import type { ErrorInfo, Loadable } from '../types';

export interface HomeState extends Loadable {
  sections: HomeSection[];
  /** How many sections are shown (5, then 5 more each time the reader nears the bottom). */
  visible: number;
  /** Indices of sections seen at least half once (impression events fire once). */
  viewed: number[];
}

const initialState: HomeState = { status: 'idle', sections: [], visible: HOME_SECTIONS_PER_PAGE, viewed: [] };

const clampVisible = (n: number) =>
  Math.max(
    HOME_SECTIONS_PER_PAGE,
    Math.min(100, Math.ceil(n / HOME_SECTIONS_PER_PAGE) * HOME_SECTIONS_PER_PAGE),
  );

const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    homeLoaded(state, action: PayloadAction<HomeSection[]>) {
      state.sections = action.payload;
      state.status = 'succeeded';
      delete state.error;
    },
    homeFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** Refresh on the error screen: clears the error and loads again. */
    homeRefreshRequested(state) {
      state.status = 'loading';
      delete state.error;
    },
    /** The reader came within 200 px of the bottom. */
    homeNearBottom() {},
    homeMoreShown(state) {
      state.visible = Math.min(
        state.visible + HOME_SECTIONS_PER_PAGE,
        Math.max(state.sections.length, HOME_SECTIONS_PER_PAGE),
      );
    },
    continueReadingLoaded(state, action: PayloadAction<{ index: number; items: ContinueReadingItem[] }>) {
      const section = state.sections.find((s) => s.index === action.payload.index);
      if (section?.type === 'continueReading') section.data.items = action.payload.items;
    },
    sectionViewed(state, action: PayloadAction<number>) {
      if (!state.viewed.includes(action.payload)) state.viewed.push(action.payload);
    },
    promotedClicked(_state, _action: PayloadAction<{ urls: string[] }>) {},
  },
  extraReducers: (b) => {
    b.addCase(homeRequested, (state, { payload }) => {
      if (payload?.show) state.visible = clampVisible(payload.show);
      if (state.status !== 'succeeded') state.status = 'loading';
    });
  },
});

export const {
  homeLoaded,
  homeFailed,
  homeRefreshRequested,
  homeNearBottom,
  homeMoreShown,
  continueReadingLoaded,
  sectionViewed,
  promotedClicked,
} = homeSlice.actions;
export const homeReducer = homeSlice.reducer;

type WithHome = { home: HomeState };
export const selectHome = (s: WithHome): HomeState => s.home;
export const selectHasMoreSections = (s: WithHome): boolean => s.home.visible < s.home.sections.length;

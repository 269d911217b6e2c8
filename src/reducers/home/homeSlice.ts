import { createSlice, freeze, type PayloadAction } from '@reduxjs/toolkit';
import { homeRequested } from '../../shared/home/actions';
import {
  HOME_SECTIONS_PER_PAGE,
  type ContinueReadingItem,
  type HomeFeed,
  type HomeSection,
} from '../../shared/home/api';
import { CONTINUE_READING } from '../../shared/common/limits';
import type { LoadStatus } from '../types';

/** reading-discovery §4: the home's error state (never the thrown error's own text). */
export const HOME_FETCH_FAILED = { type: 'fetchFailed', message: 'fetching home modules failed' } as const;
export type HomeError = typeof HOME_FETCH_FAILED;

export interface HomeState {
  status: LoadStatus;
  error?: HomeError;
  sections: HomeSection[];
  /** How many sections are shown (5, then 5 more each time the reader nears the bottom). */
  visible: number;
  /** Indices of sections seen at least half once (impression events fire once). */
  viewed: number[];
  /**
   * Items reported viewed with their section's reveal, by section index: continue reading reports
   * at most 6 (reading-discovery §9).
   */
  viewedItems?: Record<number, string[]>;
  /**
   * How many sections the feed has. The page carries only the shown ones (`homeForTransfer`), so
   * `sections` may be shorter; the rest is fetched when the reader scrolls on.
   */
  total?: number;
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
    /** The feed's first sections (at least the shown ones) and how many it has. */
    homeLoaded(state, action: PayloadAction<HomeFeed>) {
      // Frozen (shallowly) first, as Immer's performance notes advise for a large payload taken as
      // it is: otherwise finishing the draft walks every card of it (~45 on /home) looking for drafts.
      state.sections = freeze(action.payload.sections);
      state.total = action.payload.total;
      state.status = 'succeeded';
      delete state.error;
    },
    homeFailed(state) {
      state.status = 'failed';
      state.error = HOME_FETCH_FAILED;
    },
    /** Refresh on the error screen: clears the error and loads again. */
    homeRefreshRequested(state) {
      state.status = 'loading';
      delete state.error;
    },
    /** The reader came within 200 px of the bottom. */
    homeNearBottom() {},
    /** The sections the page did not carry (the ones already there keep their loaded data). */
    homeRestLoaded(state, action: PayloadAction<HomeSection[]>) {
      state.sections.push(...action.payload.slice(state.sections.length));
      state.total = action.payload.length;
    },
    homeMoreShown(state) {
      state.visible = Math.min(
        state.visible + HOME_SECTIONS_PER_PAGE,
        Math.max(state.sections.length, HOME_SECTIONS_PER_PAGE),
      );
    },
    continueReadingLoaded(state, action: PayloadAction<{ index: number; items: ContinueReadingItem[] }>) {
      const section = state.sections.find((s) => s.index === action.payload.index);
      if (section?.type === 'continueReading') section.data.items = freeze(action.payload.items);
    },
    sectionViewed(state, action: PayloadAction<number>) {
      if (state.viewed.includes(action.payload)) return;
      state.viewed.push(action.payload);
      const section = state.sections.find((s) => s.index === action.payload);
      if (section?.type === 'continueReading') {
        const ids = section.data.items.slice(0, CONTINUE_READING.trackedPerReveal).map((i) => i.id);
        (state.viewedItems ??= {})[action.payload] = ids;
      }
    },
    /** A featured slide became the one shown (its impression; each item is counted once). */
    itemViewed(state, action: PayloadAction<{ index: number; id: string }>) {
      const ids = ((state.viewedItems ??= {})[action.payload.index] ??= []);
      if (!ids.includes(action.payload.id)) ids.push(action.payload.id);
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
  homeRestLoaded,
  continueReadingLoaded,
  sectionViewed,
  itemViewed,
  promotedClicked,
} = homeSlice.actions;
export const homeReducer = homeSlice.reducer;

type WithHome = { home: HomeState };
export const selectHome = (s: WithHome): HomeState => s.home;
const totalOf = (h: HomeState): number => h.total ?? h.sections.length;
export const selectHasMoreSections = (s: WithHome): boolean => s.home.visible < totalOf(s.home);

/**
 * The home state as the server page carries it: only the sections it shows (a feed of 13 sections
 * is ~90 KB of JSON, most of it below the fold); the browser fetches the rest when it needs them.
 */
export const homeForTransfer = (h: HomeState): HomeState =>
  h.sections.length > h.visible ? { ...h, sections: h.sections.slice(0, h.visible), total: totalOf(h) } : h;

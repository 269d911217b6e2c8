import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoriesPage } from '../../shared/lists/api';
import type { ProfilePageData } from '../../shared/profile/api';
import { profileRequested } from '../../shared/profile/actions';
import type { ErrorInfo, LoadStatus } from '../types';
import { profileKey } from './profileKey';

/** The `/user/{username}` page: profile, published works, reading lists, follow state. */
export interface ProfileState {
  /** Lower-cased username the data is for (hydration does not refetch). */
  key: string;
  status: LoadStatus;
  data: ProfilePageData | null;
  error?: ErrorInfo;
  followStatus: LoadStatus;
  /** Loading more published works ("Show more", `?works=`): 'failed' when a page could not be read. */
  worksStatus: LoadStatus;
  /** A failure toast (writing-paid-content §8 "Follow"). */
  toast: string | null;
}

const initialState: ProfileState = {
  key: '',
  status: 'idle',
  data: null,
  followStatus: 'idle',
  worksStatus: 'idle',
  toast: null,
};

export { profileKey };

const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileLoaded(state, action: PayloadAction<{ key: string; data: ProfilePageData }>) {
      state.key = action.payload.key;
      state.status = 'succeeded';
      state.data = action.payload.data;
      state.error = undefined;
    },
    /** More published works (`offset`: how many were shown before them), for the profile shown. */
    profileWorksLoaded(state, action: PayloadAction<{ key: string; page: StoriesPage; offset: number }>) {
      const { key, page, offset } = action.payload;
      const works = state.data?.stories;
      if (state.key !== key || !works) return;
      const kept = works.stories.slice(0, offset);
      const seen = new Set(kept.map((s) => s.id));
      works.stories = [...kept, ...page.stories.filter((s) => !seen.has(s.id))];
      works.total = page.total;
      works.nextUrl = page.nextUrl;
      state.worksStatus = 'succeeded';
    },
    profileWorksFailed(state) {
      state.worksStatus = 'failed';
    },
    profileFailed(state, action: PayloadAction<{ key: string; error: ErrorInfo }>) {
      state.key = action.payload.key;
      state.status = 'failed';
      state.data = null;
      state.error = action.payload.error;
    },
    /** The viewer pressed Follow (`follow` true) or Unfollow. */
    followToggled(state, _action: PayloadAction<{ username: string; follow: boolean }>) {
      state.followStatus = 'loading';
      state.toast = null;
    },
    /** The follower count moves by one on success. */
    followSucceeded(state, action: PayloadAction<{ follow: boolean }>) {
      state.followStatus = 'succeeded';
      const user = state.data?.user;
      if (user && user.following !== action.payload.follow) {
        user.following = action.payload.follow;
        user.numFollowers = Math.max(0, user.numFollowers + (action.payload.follow ? 1 : -1));
      }
    },
    followFailed(state, action: PayloadAction<{ message: string }>) {
      state.followStatus = 'failed';
      state.toast = action.payload.message;
    },
    toastDismissed(state) {
      state.toast = null;
    },
  },
  extraReducers: (b) => {
    b.addCase(profileRequested, (state, action) => {
      const key = profileKey(action.payload.username);
      state.worksStatus = 'idle';
      if (state.key === key && state.status === 'succeeded') return;
      state.key = key;
      state.status = 'loading';
      state.data = null;
      state.error = undefined;
      state.toast = null;
    });
  },
});

export const {
  profileLoaded,
  profileWorksLoaded,
  profileWorksFailed,
  profileFailed,
  followToggled,
  followSucceeded,
  followFailed,
  toastDismissed,
} = profileSlice.actions;
export const profileReducer = profileSlice.reducer;

export const selectProfile = (s: { profile: ProfileState }): ProfileState => s.profile;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formFailed } from '../../shared/common/forms';
import type { Genre } from '../../shared/onboarding/api';
import { genresRequested, onboardingFinishRequested } from '../../shared/onboarding/actions';
import { toggleGenre } from '../../shared/onboarding/validation';
import type { LoadStatus } from '../types';

/** The genre screen (accounts-safety-messaging §4 "Genre onboarding"). */
export interface OnboardingState {
  genresStatus: LoadStatus;
  genres: Genre[];
  selected: string[];
  /** The refusal toast (a fourth genre); the saga hides it after 5 seconds. */
  toast: string | null;
  finishStatus: 'idle' | 'sending' | 'done';
  /** A refused form post (JavaScript off) rendered again with the spec's message. */
  formMessage: string | null;
}

export const onboardingInitialState: OnboardingState = {
  genresStatus: 'idle',
  genres: [],
  selected: [],
  toast: null,
  finishStatus: 'idle',
  formMessage: null,
};

const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: onboardingInitialState,
  reducers: {
    genresLoaded(state, action: PayloadAction<Genre[]>) {
      state.genresStatus = 'succeeded';
      state.genres = action.payload;
    },
    genresFailed(state) {
      state.genresStatus = 'failed';
    },
    genreToggled(state, action: PayloadAction<string>) {
      const { selected, refused } = toggleGenre(state.selected, action.payload);
      state.selected = selected;
      if (refused) state.toast = refused;
    },
    genreToastHidden(state) {
      state.toast = null;
    },
    onboardingFinished(state) {
      state.finishStatus = 'done';
    },
  },
  extraReducers: (b) => {
    b.addCase(genresRequested, (state) => {
      if (state.genresStatus === 'idle' || state.genresStatus === 'failed') state.genresStatus = 'loading';
    });
    b.addCase(onboardingFinishRequested, (state) => {
      if (state.selected.length) state.finishStatus = 'sending';
    });
    // The genre form's picks come back as its values, in order ('0', '1', …).
    b.addCase(formFailed, (state, { payload: f }) => {
      if (f.page !== 'onboardingGenres') return;
      state.selected = Object.values(f.values);
      state.formMessage = f.message;
    });
  },
});

export const { genresLoaded, genresFailed, genreToggled, genreToastHidden, onboardingFinished } =
  onboardingSlice.actions;
export const onboardingReducer = onboardingSlice.reducer;

type WithOnboarding = { onboarding: OnboardingState };
export const selectOnboarding = (s: WithOnboarding): OnboardingState => s.onboarding;

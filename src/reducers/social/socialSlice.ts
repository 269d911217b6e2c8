import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formFailed } from '../../shared/common/forms';
import type { SocialCompletionForm } from '../../shared/social/api';

/** The sign-up completion form after a social sign-in (its preload and a refused post fill it). */
export interface SocialCompletion extends SocialCompletionForm {
  /** What the person typed last time (a refused post), and its errors. */
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  message: string | null;
}

type Refusal = Pick<SocialCompletion, 'values' | 'fieldErrors' | 'message'>;

export interface SocialState {
  completion: SocialCompletion | null;
  /** A refused post (`forms/failed`, dispatched before the preload loads the form). */
  refused: Refusal | null;
}

export const socialInitialState: SocialState = { completion: null, refused: null };

const NOT_REFUSED: Refusal = { values: {}, fieldErrors: {}, message: null };

const socialSlice = createSlice({
  name: 'social',
  initialState: socialInitialState,
  reducers: {
    completionLoaded(state, action: PayloadAction<SocialCompletionForm>) {
      state.completion = { ...action.payload, ...(state.refused ?? NOT_REFUSED) };
    },
  },
  extraReducers: (b) =>
    b.addCase(formFailed, (state, { payload: f }) => {
      if (f.page !== 'socialSignup') return;
      const refused = { values: f.values, fieldErrors: f.fieldErrors, message: f.message };
      state.refused = refused;
      if (state.completion) Object.assign(state.completion, refused);
    }),
});

export const socialActions = socialSlice.actions;
export const socialReducer = socialSlice.reducer;
export const selectSocialCompletion = (s: { social: SocialState }): SocialCompletion | null =>
  s.social.completion;

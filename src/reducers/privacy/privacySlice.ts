/**
 * The "do not sell my personal information" page (spec §4 Opt-out): loading, then opted-out or
 * not; submitting while the opt-out request runs; failed with the spec's message.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formFailed } from '../../shared/common/forms';
import type { CcpaSetting, LanguageChoice, OwnData } from '../../shared/privacy/api';
import type { CloseAccountErrors } from '../../shared/privacy/accountValidation';

/** A close-account form the server refused (rendered again with its errors and status). */
export interface CloseFormState {
  fieldErrors: CloseAccountErrors;
  status: number;
}

export interface PrivacyState {
  status: 'idle' | 'loading' | 'ready' | 'submitting' | 'failed';
  optedOut: boolean;
  /** True once an opt-out made on this page succeeded (the success state with 'Back to' home). */
  justOptedOut: boolean;
  /** A close-account form the server refused (`forms/failed`). */
  closeForm: CloseFormState | null;
  /** The own data and language pages' data (their preloads). */
  ownData: OwnData | null;
  languages: LanguageChoice | null;
}

export const privacyInitialState: PrivacyState = {
  status: 'idle',
  optedOut: false,
  justOptedOut: false,
  closeForm: null,
  ownData: null,
  languages: null,
};

const privacySlice = createSlice({
  name: 'privacy',
  initialState: privacyInitialState,
  reducers: {
    ccpaLoaded(state, action: PayloadAction<CcpaSetting>) {
      state.status = 'ready';
      state.optedOut = action.payload.optout;
    },
    /** The do-not-sell page's preload; `justOptedOut` when it follows an opt-out (`?done=1`). */
    doNotSellLoaded(state, action: PayloadAction<{ optout: boolean; justOptedOut: boolean }>) {
      state.status = 'ready';
      state.optedOut = action.payload.optout;
      state.justOptedOut = action.payload.justOptedOut;
    },
    languagesLoaded(state, action: PayloadAction<LanguageChoice>) {
      state.languages = action.payload;
    },
    ownDataLoaded(state, action: PayloadAction<OwnData>) {
      state.ownData = action.payload;
    },
    optOutSubmitted(state) {
      state.status = 'submitting';
    },
    optOutSucceeded(state) {
      state.status = 'ready';
      state.optedOut = true;
      state.justOptedOut = true;
    },
    optOutFailed(state) {
      state.status = 'failed';
    },
  },
  extraReducers: (b) =>
    b.addCase(formFailed, (state, { payload: f }) => {
      if (f.page === 'closeAccount') state.closeForm = { fieldErrors: f.fieldErrors, status: f.status };
    }),
});

export const privacyActions = privacySlice.actions;
export const privacyReducer = privacySlice.reducer;
export const selectPrivacy = (s: { privacy: PrivacyState }): PrivacyState => s.privacy;

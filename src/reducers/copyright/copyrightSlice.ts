/**
 * The copyright step (accounts-safety-messaging §4 "Copyright-infringement page"): the original URL is
 * checked (pattern, then the story exists); once valid the Alert button is enabled; after the report a
 * confirmation that the original owner was notified.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { copyrightReset, originalUrlChecked } from '../../shared/copyright/actions';

export interface CopyrightState {
  check: 'idle' | 'checking' | 'valid' | 'invalid';
  /** The URL the check is about (a check of an older text is ignored). */
  url: string;
  error: string | null;
  original: { id: number; title: string } | null;
  report: 'idle' | 'sending' | 'done' | 'failed';
}

export const copyrightInitialState: CopyrightState = {
  check: 'idle',
  url: '',
  error: null,
  original: null,
  report: 'idle',
};

const copyrightSlice = createSlice({
  name: 'copyright',
  initialState: copyrightInitialState,
  reducers: {
    checkPassed(state, action: PayloadAction<{ url: string; id: number; title: string }>) {
      if (action.payload.url !== state.url) return;
      state.check = 'valid';
      state.error = null;
      state.original = { id: action.payload.id, title: action.payload.title };
    },
    checkFailed(state, action: PayloadAction<{ url: string; error: string }>) {
      if (action.payload.url !== state.url) return;
      state.check = 'invalid';
      state.error = action.payload.error;
      state.original = null;
    },
    reportSending(state) {
      state.report = 'sending';
    },
    reportSucceeded(state) {
      state.report = 'done';
    },
    reportFailed(state) {
      state.report = 'failed';
    },
    /** The failure toast dismissed. */
    failureDismissed(state) {
      if (state.report === 'failed') state.report = 'idle';
    },
  },
  extraReducers: (b) => {
    b.addCase(originalUrlChecked, (state, action) => {
      state.url = action.payload.url;
      state.check = 'checking';
      state.error = null;
      state.original = null;
      if (state.report === 'failed') state.report = 'idle';
    });
    b.addCase(copyrightReset, () => copyrightInitialState);
  },
});

export const copyrightActions = copyrightSlice.actions;
export const copyrightReducer = copyrightSlice.reducer;

/** The step's state (the slice is injected with the step's chunk: absent before that). */
export const selectCopyright = (s: { copyright?: CopyrightState }): CopyrightState =>
  s.copyright ?? copyrightInitialState;

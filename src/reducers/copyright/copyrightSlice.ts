/**
 * The copyright step (accounts-safety-messaging §4 "Copyright-infringement page"): the original URL is
 * checked (pattern, then the story exists); once valid the Alert button is enabled; after the report a
 * confirmation that the original owner was notified.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formFailed } from '../../shared/common/forms';
import {
  copyrightReset,
  dmcaRequested,
  dmcaSubmitted,
  originalUrlChecked,
} from '../../shared/copyright/actions';
import { dmcaValuesOf, type DmcaErrors, type DmcaValues } from '../../shared/copyright/dmca';

/** The DMCA page: the prefilled form, then editing, sending, sent (or refused with its errors). */
export interface DmcaState {
  /** The preload's query (a repeated preload of the same page is skipped). */
  key: string | null;
  values: DmcaValues | null;
  errors: DmcaErrors;
  /** The form-level alert (the mandatory-field message, or the server's refusal). */
  message: string | null;
  status: 'editing' | 'sending' | 'sent';
  /** HTTP status of a refused no-JS post (the page's `status` rule). */
  httpStatus: number;
}

export interface CopyrightState {
  check: 'idle' | 'checking' | 'valid' | 'invalid';
  /** The URL the check is about (a check of an older text is ignored). */
  url: string;
  error: string | null;
  original: { id: number; title: string } | null;
  report: 'idle' | 'sending' | 'done' | 'failed';
  dmca: DmcaState;
}

export const copyrightInitialState: CopyrightState = {
  check: 'idle',
  url: '',
  error: null,
  original: null,
  report: 'idle',
  dmca: { key: null, values: null, errors: {}, message: null, status: 'editing', httpStatus: 200 },
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
    dmcaLoaded(state, action: PayloadAction<{ key: string; values: DmcaValues; sent: boolean }>) {
      const { key, values, sent } = action.payload;
      // A refused no-JS post came first (`forms/failed`): keep what was typed and its errors.
      if (state.dmca.httpStatus !== 200 && state.dmca.values) {
        state.dmca.key = key;
        return;
      }
      state.dmca = {
        key,
        values,
        errors: {},
        message: null,
        status: sent ? 'sent' : 'editing',
        httpStatus: 200,
      };
    },
    dmcaSent(state) {
      state.dmca.status = 'sent';
      state.dmca.errors = {};
      state.dmca.message = null;
    },
    dmcaRefused(state, action: PayloadAction<{ errors: DmcaErrors; message: string }>) {
      state.dmca.status = 'editing';
      state.dmca.errors = action.payload.errors;
      state.dmca.message = action.payload.message;
    },
    /** The form's own check failed (JavaScript on): the errors shown, nothing sent. */
    dmcaInvalid(state, action: PayloadAction<{ errors: DmcaErrors; message: string | null }>) {
      state.dmca.errors = action.payload.errors;
      state.dmca.message = action.payload.message;
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
    b.addCase(copyrightReset, (state) => ({ ...copyrightInitialState, dmca: state.dmca }));
    b.addCase(dmcaRequested, (state, action) => {
      if (action.payload.sent) state.dmca.status = 'sent';
    });
    b.addCase(dmcaSubmitted, (state, action) => {
      state.dmca.status = 'sending';
      state.dmca.values = action.payload.values;
      state.dmca.errors = {};
      state.dmca.message = null;
    });
    // A refused no-JS post: what was typed and the errors, with the page's status.
    b.addCase(formFailed, (state, action) => {
      if (action.payload.page !== 'dmca') return;
      state.dmca.values = dmcaValuesOf(action.payload.values);
      state.dmca.errors = action.payload.fieldErrors;
      state.dmca.message = action.payload.message;
      state.dmca.status = 'editing';
      state.dmca.httpStatus = action.payload.status;
    });
  },
});

export const copyrightActions = copyrightSlice.actions;
export const copyrightReducer = copyrightSlice.reducer;

/** The step's state (the slice is injected with the step's chunk: absent before that). */
export const selectCopyright = (s: { copyright?: CopyrightState }): CopyrightState =>
  s.copyright ?? copyrightInitialState;

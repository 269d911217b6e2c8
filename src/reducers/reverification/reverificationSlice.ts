import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The email re-verification modal (spec §2, §4): shown on /home to signed-in users who qualify. */
export interface ReverificationState {
  view: 'closed' | 'open' | 'confirming';
  email: string | null;
  daysBetweenReminders: number;
  /** The success toast after confirming or skipping. */
  toast: string | null;
  error: string | null;
}

export const reverificationInitialState: ReverificationState = {
  view: 'closed',
  email: null,
  daysBetweenReminders: 3,
  toast: null,
  error: null,
};

const slice = createSlice({
  name: 'reverification',
  initialState: reverificationInitialState,
  reducers: {
    /** The client asks once per page load whether to show the modal (the saga decides). */
    checkRequested(_state, _action: PayloadAction<{ cookie: string }>) {},
    shown(state, action: PayloadAction<{ email: string | null; daysBetweenReminders: number }>) {
      state.view = 'open';
      state.email = action.payload.email;
      state.daysBetweenReminders = action.payload.daysBetweenReminders;
      state.error = null;
    },
    confirmRequested(state) {
      state.view = 'confirming';
      state.error = null;
    },
    confirmed(state, action: PayloadAction<{ toast: string }>) {
      state.view = 'closed';
      state.toast = action.payload.toast;
    },
    confirmFailed(state, action: PayloadAction<{ message: string }>) {
      state.view = 'open';
      state.error = action.payload.message;
    },
    skipRequested(_state, _action: PayloadAction<{ cookie: string }>) {},
    skipped(state, action: PayloadAction<{ toast: string }>) {
      state.view = 'closed';
      state.toast = action.payload.toast;
    },
    toastDismissed(state) {
      state.toast = null;
    },
  },
});

export const reverificationActions = slice.actions;
export const reverificationReducer = slice.reducer;
export const selectReverification = (s: { reverification: ReverificationState }): ReverificationState =>
  s.reverification;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionInfo } from '../../shared/sessions/api';
import { sessionEndRequested, sessionsRequested } from '../../shared/sessions/actions';

/** The sessions settings section: the list, which one is being ended, what happened. */
export interface SessionsState {
  status: 'idle' | 'loading' | 'received' | 'error';
  list: SessionInfo[];
  ending: number | null;
  /** The last end's outcome: a sentence for the status line. */
  notice: string | null;
  error: string | null;
  /** This session was ended: the page goes to the log-in page. */
  signedOut: boolean;
}

export const sessionsInitialState: SessionsState = {
  status: 'idle',
  list: [],
  ending: null,
  notice: null,
  error: null,
  signedOut: false,
};

const slice = createSlice({
  name: 'sessions',
  initialState: sessionsInitialState,
  reducers: {
    sessionsLoaded(state, action: PayloadAction<SessionInfo[]>) {
      state.status = 'received';
      state.list = action.payload;
    },
    sessionsFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    sessionEnded(state, action: PayloadAction<{ id: number; current: boolean; notice: string }>) {
      state.list = state.list.filter((s) => s.id !== action.payload.id);
      state.ending = null;
      state.notice = action.payload.notice;
      state.signedOut = action.payload.current;
    },
    sessionEndFailed(state, action: PayloadAction<string>) {
      state.ending = null;
      state.error = action.payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(sessionsRequested, (state) => {
      if (state.status === 'idle' || state.status === 'error') state.status = 'loading';
    });
    b.addCase(sessionEndRequested, (state, action) => {
      state.ending = action.payload.id;
      state.notice = null;
      state.error = null;
    });
  },
});

export const { sessionsLoaded, sessionsFailed, sessionEnded, sessionEndFailed } = slice.actions;
export const sessionsReducer = slice.reducer;
export const selectSessions = (state: { sessions?: SessionsState }): SessionsState =>
  state.sessions ?? sessionsInitialState;

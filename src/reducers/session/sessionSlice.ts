import { createSlice } from '@reduxjs/toolkit';
import type { Viewer } from '../../shared/common/session';

export interface SessionState {
  viewer: Viewer | null;
  /** CSRF token of the signed-in session; the HTTP client sends it on every write. */
  csrfToken: string | null;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: { viewer: null, csrfToken: null } as SessionState,
  reducers: {},
});

export const sessionReducer = sessionSlice.reducer;
export const selectViewer = (s: { session: SessionState }): Viewer | null => s.session.viewer;
export const selectCsrfToken = (s: { session: SessionState }): string | null => s.session.csrfToken;

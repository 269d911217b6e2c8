import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Viewer } from '../../shared/common/session';

export interface SessionState {
  viewer: Viewer | null;
  /**
   * CSRF token (the signed-in session's, or a visitor's stateless one); the HTTP client sends it
   * on every write. Null on a visitor's page served without one until a form asks for it.
   */
  csrfToken: string | null;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: { viewer: null, csrfToken: null } as SessionState,
  reducers: {
    /** A visitor's token fetched when a form opens on a page served without one (sign-up prompt). */
    csrfTokenIssued(state, action: PayloadAction<string>) {
      state.csrfToken = action.payload;
    },
  },
});

export const { csrfTokenIssued } = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;
export const selectViewer = (s: { session: SessionState }): Viewer | null => s.session.viewer;
export const selectCsrfToken = (s: { session: SessionState }): string | null => s.session.csrfToken;

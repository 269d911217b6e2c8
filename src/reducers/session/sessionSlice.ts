import { createSlice } from '@reduxjs/toolkit';
import type { Viewer } from '../../shared/api/session';

export interface SessionState {
  viewer: Viewer | null;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: { viewer: null } as SessionState,
  reducers: {},
});

export const sessionReducer = sessionSlice.reducer;
export const selectViewer = (s: { session: SessionState }): Viewer | null => s.session.viewer;

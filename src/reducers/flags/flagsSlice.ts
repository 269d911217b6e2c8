import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeatureFlags } from '../../shared/flags/api';

/**
 * The viewer's feature flags. The server loads them once per render (from the flags cache, not the
 * database) and inlines them with the page, so the browser never asks again.
 */
export interface FlagsState {
  status: 'idle' | 'loaded';
  values: FeatureFlags;
}

export const initialFlagsState: FlagsState = { status: 'idle', values: {} };

const flagsSlice = createSlice({
  name: 'flags',
  initialState: initialFlagsState,
  reducers: {
    flagsLoaded(state, action: PayloadAction<FeatureFlags>) {
      state.status = 'loaded';
      state.values = action.payload;
    },
  },
});

export const { flagsLoaded } = flagsSlice.actions;
export const flagsReducer = flagsSlice.reducer;

type WithFlags = { flags: FlagsState };
export const selectFlagsLoaded = (s: WithFlags): boolean => s.flags.status === 'loaded';
/** A flag is on only when the server said so (unknown or not yet loaded → off). */
export const selectFlag = (s: WithFlags, name: string): boolean => s.flags.values[name] === true;

import { settingsReducer } from './settingsSlice';

export * from './settingsSlice';

/** The settings feature's slice, mounted at its name (`combineSlices`). */
export const settingsSlices = [{ reducerPath: 'settings', reducer: settingsReducer }] as const;

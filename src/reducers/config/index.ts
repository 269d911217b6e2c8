import { configReducer } from './configSlice';

export * from './configSlice';

/** The config feature's slice, mounted at its name (`combineSlices`). */
export const configSlices = [{ reducerPath: 'config', reducer: configReducer }] as const;

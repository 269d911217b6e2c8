import { flagsReducer } from './flagsSlice';

export * from './flagsSlice';

/** The flags feature's slice, mounted at its name (`combineSlices`). */
export const flagsSlices = [{ reducerPath: 'flags', reducer: flagsReducer }] as const;

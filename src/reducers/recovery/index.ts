import { recoveryReducer } from './recoverySlice';

export * from './recoverySlice';

/** The recovery feature's slice, mounted at its name (`combineSlices`). */
export const recoverySlices = [{ reducerPath: 'recovery', reducer: recoveryReducer }] as const;

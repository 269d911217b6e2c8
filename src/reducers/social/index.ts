import { socialReducer } from './socialSlice';

export * from './socialSlice';

/** The social feature's slice, mounted at its name (`combineSlices`). */
export const socialSlices = [{ reducerPath: 'social', reducer: socialReducer }] as const;

import { privacyReducer } from './privacySlice';

export * from './privacySlice';

/** The privacy feature's slice, mounted at its name (`combineSlices`). */
export const privacySlices = [{ reducerPath: 'privacy', reducer: privacyReducer }] as const;

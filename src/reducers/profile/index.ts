import { profileReducer } from './profileSlice';

export * from './profileSlice';

/** The profile feature's slice, mounted at its name (`combineSlices`). */
export const profileSlices = [{ reducerPath: 'profile', reducer: profileReducer }] as const;

import { homeReducer } from './homeSlice';

export * from './homeSlice';

/** The home feature's slice, mounted at its name (`combineSlices`). */
export const homeSlices = [{ reducerPath: 'home', reducer: homeReducer }] as const;

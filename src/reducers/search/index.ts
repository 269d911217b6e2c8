import { searchReducer } from './searchSlice';

export * from './searchSlice';

/** The search feature's slice, mounted at its name (`combineSlices`). */
export const searchSlices = [{ reducerPath: 'search', reducer: searchReducer }] as const;

import { listsReducer } from './listsSlice';

export * from './listsSlice';

/** The lists feature's slice, mounted at its name (`combineSlices`). */
export const listsSlices = [{ reducerPath: 'lists', reducer: listsReducer }] as const;

import { pollsReducer } from './pollsSlice';

export * from './pollsSlice';

/** The polls feature's slice, mounted at its name (`combineSlices`); the part page injects it. */
export const pollsSlices = [{ reducerPath: 'polls', reducer: pollsReducer }] as const;

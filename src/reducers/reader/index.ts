import { readerReducer } from './readerSlice';

export * from './readerSlice';

/** The reader feature's slice, mounted at its name (`combineSlices`). */
export const readerSlices = [{ reducerPath: 'reader', reducer: readerReducer }] as const;

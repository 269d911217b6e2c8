import { copyrightReducer } from './copyrightSlice';

export * from './copyrightSlice';

/** The copyright feature's slice, mounted at its name (`combineSlices`). */
export const copyrightSlices = [{ reducerPath: 'copyright', reducer: copyrightReducer }] as const;

import { myworksReducer } from './myworksSlice';

export * from './myworksSlice';

/** The writing studio's slice, mounted at its name (`combineSlices`). */
export const myworksSlices = [{ reducerPath: 'myworks', reducer: myworksReducer }] as const;

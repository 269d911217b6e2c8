import { reverificationReducer } from './reverificationSlice';

export * from './reverificationSlice';

/** The reverification feature's slice, mounted at its name (`combineSlices`). */
export const reverificationSlices = [
  { reducerPath: 'reverification', reducer: reverificationReducer },
] as const;

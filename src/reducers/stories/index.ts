import { partsReducer } from './partsSlice';
import { storiesReducer } from './storiesSlice';

export * from './partsSlice';
export * from './storiesSlice';

/** The stories feature's slices: stories and their parts, mounted at their names (`combineSlices`). */
export const storiesSlices = [
  { reducerPath: 'stories', reducer: storiesReducer },
  { reducerPath: 'parts', reducer: partsReducer },
] as const;

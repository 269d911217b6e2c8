import { commentsReducer } from './commentsSlice';
import { paragraphCommentsReducer } from './drawerSlice';

export * from './commentsSlice';

/** The comments feature's slices, mounted at their names (`combineSlices`; the part page injects them). */
export const commentsSlices = [
  { reducerPath: 'comments', reducer: commentsReducer },
  { reducerPath: 'paragraphComments', reducer: paragraphCommentsReducer },
] as const;

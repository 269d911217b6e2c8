import { combineSlices } from '@reduxjs/toolkit';
import { pageSlices } from './pageSlices';
import { shellSlices } from './shellSlices';

/**
 * Every slice, mounted from the start (DESIGN.md §7.4): the server's store and the tests'. The
 * browser's reducer (`browserReducer.ts`) starts with the shell's slices and injects the page
 * slices with their pages; the state is the same shape in both.
 */
export const rootReducer = combineSlices(...shellSlices, ...pageSlices);

export type RootState = ReturnType<typeof rootReducer>;

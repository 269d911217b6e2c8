import { createAction } from '@reduxjs/toolkit';

/* The social watchers' actions: here, not in the slice, so the watchers, which every page loads,
   do not bring the page slice with them. */

/** The completion page's form, from the pending social sign-up (the completion page's preload). */
export const socialCompletionRequested = createAction('social/completionRequested');

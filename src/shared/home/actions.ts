import { createAction } from '@reduxjs/toolkit';

/** `show`: how many sections to show (the no-JavaScript "more" link asks for 5 more). */
export const homeRequested = createAction<{ show?: number } | undefined>('home/requested');

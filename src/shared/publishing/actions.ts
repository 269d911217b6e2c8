import { createAction } from '@reduxjs/toolkit';

/** Publishing's request actions (UI events and page preloads; the slice and sagas react). */

/** The part's Publish / Change schedule button: gate, story details, then the modal. */
export const publishOpened = createAction<{ partId: number; storyId: string; schedule?: boolean }>(
  'publishing/opened',
);
export const publishRequested = createAction<{ partId: number }>('publishing/publishRequested');
/** `datetime` ISO UTC on a 15-minute step (validation.ts). */
export const scheduleRequested = createAction<{ partId: number; datetime: string }>(
  'publishing/scheduleRequested',
);
export const unscheduleRequested = createAction<{ partId: number }>('publishing/unscheduleRequested');

/** The cover import page: the writer's stories (a pre-chosen one first). */
export const importStoriesRequested = createAction<{ preselected: string | null }>(
  'publishing/importStoriesRequested',
);
/** Upload the captured 512×800 PNG (base64) as the chosen story's cover. */
export const coverImportRequested = createAction<{ storyId: string; image: string }>(
  'publishing/coverImportRequested',
);
/** The no-JavaScript publish page: the part's facts (its modal state, without the checks' modals). */
export const publishPageRequested = createAction<{ partId: number; storyId: string }>(
  'publishing/pageRequested',
);

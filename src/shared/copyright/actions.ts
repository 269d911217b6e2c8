/** The copyright step's events (the report flow's copyright `page` item). */
import { createAction } from '@reduxjs/toolkit';

/** Check the original story URL (pattern, then the story exists). */
export const originalUrlChecked = createAction<{ url: string }>('copyright/originalUrlChecked');
/** Alert: report `storyId` as a copy of the checked original. */
export const copyrightAlerted = createAction<{ storyId: number }>('copyright/alerted');
/** The step opened again (clears a previous check and result). */
export const copyrightReset = createAction('copyright/reset');

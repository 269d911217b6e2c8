/** The copyright step's events (the report flow's copyright `page` item). */
import { createAction } from '@reduxjs/toolkit';
import type { DmcaQuery } from './api';
import type { DmcaValues } from './dmca';

/** Check the original story URL (pattern, then the story exists). */
export const originalUrlChecked = createAction<{ url: string }>('copyright/originalUrlChecked');
/** Alert: report `storyId` as a copy of the checked original. */
export const copyrightAlerted = createAction<{ storyId: number }>('copyright/alerted');
/** The step opened again (clears a previous check and result). */
export const copyrightReset = createAction('copyright/reset');

/** The DMCA page's preload: the prefilled form (`sent`: the no-JS post succeeded, `?sent=1`). */
export const dmcaRequested = createAction<DmcaQuery & { sent?: boolean }>('copyright/dmcaRequested');
/** The DMCA form sent with JavaScript (already valid by the shared rule). */
export const dmcaSubmitted = createAction<{ values: DmcaValues }>('copyright/dmcaSubmitted');

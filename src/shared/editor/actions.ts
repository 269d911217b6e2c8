import { createAction } from '@reduxjs/toolkit';

/** Part editor request actions (the page's preload and the editor's events; slices and sagas react). */
/** The editor page: the part, its story and the story's parts. */
export const editorRequested = createAction<{ partId: number }>('editor/requested');
/** The writer changed the title or the text (HTML): autosave runs after a pause. */
export const editorEdited = createAction<{ title?: string; html?: string; wordCount?: number }>(
  'editor/edited',
);
/** Save now (the Retry button, or leaving the page). */
export const editorSaveRequested = createAction('editor/saveRequested');
export const partCreateRequested = createAction('editor/partCreateRequested');
/** Move a part one step (`-1` up, `1` down). */
export const partMoveRequested = createAction<{ partId: number; step: -1 | 1 }>('editor/partMoveRequested');
/** Delete a part (the page asked the writer first). */
export const partDeleteRequested = createAction<{ partId: number }>('editor/partDeleteRequested');

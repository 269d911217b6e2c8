import { createAction } from '@reduxjs/toolkit';
import type { StoryNotes } from './notes';
import type { StorySettingsInput } from './validation';

/** The writing studio's request actions (route preloads and UI events; the slice and sagas react). */
/** `/myworks`: the viewer's stories. */
export const myWorksRequested = createAction('myworks/requested');
/** "New story": create it with its first part, then open the part editor. */
export const storyCreateRequested = createAction('myworks/createRequested');
/** `/myworks/{storyId}`: the story's settings. */
export const myStoryRequested = createAction<{ id: string }>('myworks/storyRequested');
/** Save the story details (JavaScript on). */
export const settingsSaveRequested = createAction<{ id: string; input: StorySettingsInput }>(
  'myworks/settingsSaveRequested',
);
/** Suggestions for a typed tag (debounced); `exclude`: the tags already chosen. */
export const tagSuggestionsRequested = createAction<{ term: string; exclude: string[] }>(
  'myworks/tagSuggestionsRequested',
);
/** The Story Notes tab opened: load the notes. */
export const notesRequested = createAction<{ id: string }>('myworks/notesRequested');
/** Save (or, with `submit`, submit) the notes. */
export const notesSaveRequested = createAction<{ id: string; notes: StoryNotes; submit: boolean }>(
  'myworks/notesSaveRequested',
);

import { createAction } from '@reduxjs/toolkit';
import type { PollDraft, PollPlace } from './api';

/** A part's polls (after the part loads, on the server and in the browser; a visitor's again after hydration). */
export const pollsRequested = createAction<PollPlace & { refresh?: boolean }>('polls/requested');
/** A reader picks an option. */
export const pollAnswerRequested = createAction<PollPlace & { pollId: number; optionId: number }>(
  'polls/answerRequested',
);
/** The writer saves the editor's draft. */
export const pollCreateRequested = createAction<PollPlace & { draft: PollDraft }>('polls/createRequested');
/** The writer deletes a poll. */
export const pollDeleteRequested = createAction<PollPlace & { pollId: number }>('polls/deleteRequested');

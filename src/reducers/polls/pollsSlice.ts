import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Poll } from '../../shared/polls/api';
import type { LoadStatus } from '../types';

/**
 * A part's polls (reading-discovery §4 "Poll") and the writer's editor (writing-paid-content §4
 * "Poll editor"): polls by part id, which answers are in flight, the failure toast, the editor's
 * save/delete state. The editor's draft (question, answers) is form state, kept in the component.
 */
export interface PartPolls {
  status: LoadStatus;
  storyId: string;
  polls: Poll[];
}

export type EditorStatus = 'idle' | 'saving' | 'deleting';

export interface PollsState {
  byPart: Record<number, PartPolls>;
  /** Poll ids whose answer is being sent (their buttons are disabled). */
  answering: Record<number, true>;
  /** The dismissable failure toast (reading-discovery §8), verbatim. */
  toast: string | null;
  editor: { status: EditorStatus; error: string | null };
}

const initialState: PollsState = {
  byPart: {},
  answering: {},
  toast: null,
  editor: { status: 'idle', error: null },
};

const replacePoll = (state: PollsState, partId: number, poll: Poll) => {
  const part = state.byPart[partId];
  if (!part) return;
  part.polls = part.polls.map((p) => (p.id === poll.id ? poll : p));
};

const pollsSlice = createSlice({
  name: 'polls',
  initialState,
  reducers: {
    pollsLoading(state, a: PayloadAction<{ storyId: string; partId: number }>) {
      const { storyId, partId } = a.payload;
      const prev = state.byPart[partId];
      state.byPart[partId] = { status: 'loading', storyId, polls: prev?.polls ?? [] };
    },
    pollsLoaded(state, a: PayloadAction<{ storyId: string; partId: number; polls: Poll[] }>) {
      const { storyId, partId, polls } = a.payload;
      state.byPart[partId] = { status: 'succeeded', storyId, polls };
    },
    /** The poll block is not the page: a failed load shows no polls. */
    pollsFailed(state, a: PayloadAction<{ storyId: string; partId: number }>) {
      const { storyId, partId } = a.payload;
      state.byPart[partId] = { status: 'failed', storyId, polls: state.byPart[partId]?.polls ?? [] };
    },
    answerStarted(state, a: PayloadAction<{ pollId: number }>) {
      state.answering[a.payload.pollId] = true;
      state.toast = null;
    },
    answerSucceeded(state, a: PayloadAction<{ partId: number; poll: Poll }>) {
      delete state.answering[a.payload.poll.id];
      replacePoll(state, a.payload.partId, a.payload.poll);
    },
    answerFailed(state, a: PayloadAction<{ pollId: number; toast: string | null }>) {
      delete state.answering[a.payload.pollId];
      state.toast = a.payload.toast;
    },
    toastDismissed(state) {
      state.toast = null;
    },
    editorSaving(state) {
      state.editor = { status: 'saving', error: null };
    },
    editorDeleting(state) {
      state.editor = { status: 'deleting', error: null };
    },
    pollCreated(state, a: PayloadAction<{ partId: number; poll: Poll }>) {
      state.editor = { status: 'idle', error: null };
      const part = state.byPart[a.payload.partId];
      if (part) part.polls = [...part.polls, a.payload.poll];
    },
    pollDeleted(state, a: PayloadAction<{ partId: number; pollId: number }>) {
      state.editor = { status: 'idle', error: null };
      const part = state.byPart[a.payload.partId];
      if (part) part.polls = part.polls.filter((p) => p.id !== a.payload.pollId);
    },
    /** A refused draft shows its message in the editor; any other failure is the toast. */
    editorFailed(state, a: PayloadAction<{ error: string | null; toast: string | null }>) {
      state.editor = { status: 'idle', error: a.payload.error };
      state.toast = a.payload.toast;
    },
    editorErrorCleared(state) {
      state.editor.error = null;
    },
  },
});

export const {
  pollsLoading,
  pollsLoaded,
  pollsFailed,
  answerStarted,
  answerSucceeded,
  answerFailed,
  toastDismissed,
  editorSaving,
  editorDeleting,
  pollCreated,
  pollDeleted,
  editorFailed,
  editorErrorCleared,
} = pollsSlice.actions;
export const pollsReducer = pollsSlice.reducer;

type WithPolls = { polls: PollsState };
const NO_POLLS: Poll[] = [];

export const selectPartPolls = (s: WithPolls, partId: number): Poll[] =>
  s.polls.byPart[partId]?.polls ?? NO_POLLS;
export const selectPartPollsStatus = (s: WithPolls, partId: number): LoadStatus =>
  s.polls.byPart[partId]?.status ?? 'idle';
export const selectPollAnswering = (s: WithPolls, pollId: number): boolean =>
  Boolean(s.polls.answering[pollId]);
export const selectPollsToast = (s: WithPolls): string | null => s.polls.toast;
export const selectPollEditor = (s: WithPolls): PollsState['editor'] => s.polls.editor;

/**
 * The writing studio's state: the writer's stories (`/myworks`), creating a story, one story's
 * settings and their save, tag suggestions, the story notes (edited here, saved by the saga) and
 * the no-JavaScript form's refusal.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formFailed } from '../../shared/common/forms';
import {
  myStoryRequested,
  myWorksRequested,
  notesRequested,
  notesSaveRequested,
  settingsSaveRequested,
  storyCreateRequested,
} from '../../shared/myworks/actions';
import type { CreatedStory, MyStoryPage, MyWork, StorySettings } from '../../shared/myworks/api';
import { emptyNotes, type StoryNotes } from '../../shared/myworks/notes';
import type { ErrorInfo, LoadStatus } from '../types';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface MyWorksState {
  works: { status: LoadStatus; error?: ErrorInfo; stories: MyWork[] };
  create: { status: 'idle' | 'running' | 'failed'; created: CreatedStory | null };
  story: { id: string | null; status: LoadStatus; error?: ErrorInfo; page: MyStoryPage | null };
  save: { status: SaveStatus; message: string | null; fieldErrors: Record<string, string> };
  /** The settings form refused without JavaScript: what was typed and the messages. */
  form: {
    values: Record<string, string>;
    fieldErrors: Record<string, string>;
    message: string | null;
    status: number;
  } | null;
  suggestions: string[];
  notes: {
    storyId: string | null;
    status: LoadStatus;
    notes: StoryNotes;
    saving: 'save' | 'submit' | null;
    /** "Saved" or "Submitted" until the next edit (§4). */
    label: 'saved' | 'submitted' | null;
  };
  toast: string | null;
}

const initialState: MyWorksState = {
  works: { status: 'idle', stories: [] },
  create: { status: 'idle', created: null },
  story: { id: null, status: 'idle', page: null },
  save: { status: 'idle', message: null, fieldErrors: {} },
  form: null,
  suggestions: [],
  notes: { storyId: null, status: 'idle', notes: emptyNotes(), saving: null, label: null },
  toast: null,
};

const myworksSlice = createSlice({
  name: 'myworks',
  initialState,
  reducers: {
    worksLoaded(state, { payload }: PayloadAction<MyWork[]>) {
      state.works = { status: 'succeeded', stories: payload };
    },
    worksFailed(state, { payload }: PayloadAction<ErrorInfo>) {
      state.works = { status: 'failed', error: payload, stories: [] };
    },
    storyCreated(state, { payload }: PayloadAction<CreatedStory>) {
      state.create = { status: 'idle', created: payload };
    },
    createFailed(state, { payload }: PayloadAction<string>) {
      state.create = { status: 'failed', created: null };
      state.toast = payload;
    },
    storyLoaded(state, { payload }: PayloadAction<MyStoryPage>) {
      state.story = { id: payload.story.id, status: 'succeeded', page: payload };
    },
    storyFailed(state, { payload }: PayloadAction<{ id: string; error: ErrorInfo }>) {
      state.story = { id: payload.id, status: 'failed', error: payload.error, page: null };
    },
    settingsSaved(state, { payload }: PayloadAction<StorySettings>) {
      if (state.story.page && state.story.page.story.id === payload.id) state.story.page.story = payload;
      state.save = { status: 'saved', message: null, fieldErrors: {} };
      state.form = null;
    },
    settingsSaveFailed(
      state,
      { payload }: PayloadAction<{ message: string; fieldErrors?: Record<string, string> }>,
    ) {
      state.save = { status: 'failed', message: payload.message, fieldErrors: payload.fieldErrors ?? {} };
    },
    settingsEdited(state) {
      if (state.save.status !== 'saving') state.save = { status: 'idle', message: null, fieldErrors: {} };
    },
    suggestionsLoaded(state, { payload }: PayloadAction<string[]>) {
      state.suggestions = payload;
    },
    notesLoaded(state, { payload }: PayloadAction<{ storyId: string; notes: StoryNotes }>) {
      state.notes = {
        storyId: payload.storyId,
        status: 'succeeded',
        notes: payload.notes,
        saving: null,
        label: null,
      };
    },
    notesChanged(state, { payload }: PayloadAction<StoryNotes>) {
      state.notes.notes = payload;
      state.notes.label = null;
    },
    notesSaved(state, { payload }: PayloadAction<{ submitted: boolean }>) {
      state.notes.saving = null;
      state.notes.label = payload.submitted ? 'submitted' : 'saved';
    },
    notesSaveFailed(state, { payload }: PayloadAction<string>) {
      state.notes.saving = null;
      state.toast = payload;
    },
    toastHidden(state) {
      state.toast = null;
    },
  },
  extraReducers: (b) =>
    b
      .addCase(myWorksRequested, (state) => {
        if (state.works.status !== 'succeeded') state.works.status = 'loading';
      })
      .addCase(storyCreateRequested, (state) => {
        state.create = { status: 'running', created: null };
      })
      .addCase(myStoryRequested, (state, { payload }) => {
        if (state.story.id !== payload.id) state.story = { id: payload.id, status: 'loading', page: null };
        state.save = { status: 'idle', message: null, fieldErrors: {} };
      })
      .addCase(settingsSaveRequested, (state) => {
        state.save = { status: 'saving', message: null, fieldErrors: {} };
      })
      .addCase(notesRequested, (state, { payload }) => {
        if (state.notes.storyId === payload.id && state.notes.status !== 'failed') return;
        state.notes = {
          storyId: payload.id,
          status: 'loading',
          notes: emptyNotes(),
          saving: null,
          label: null,
        };
      })
      .addCase(notesSaveRequested, (state, { payload }) => {
        state.notes.saving = payload.submit ? 'submit' : 'save';
      })
      .addCase(formFailed, (state, { payload: f }) => {
        if (f.page !== 'myStory') return;
        state.form = { values: f.values, fieldErrors: f.fieldErrors, message: f.message, status: f.status };
      }),
});

export const myworksReducer = myworksSlice.reducer;
export const {
  worksLoaded,
  worksFailed,
  storyCreated,
  createFailed,
  storyLoaded,
  storyFailed,
  settingsSaved,
  settingsSaveFailed,
  settingsEdited,
  suggestionsLoaded,
  notesLoaded,
  notesChanged,
  notesSaved,
  notesSaveFailed,
  toastHidden,
} = myworksSlice.actions;

interface WithMyWorks {
  myworks: MyWorksState;
}
export const selectMyWorks = (s: WithMyWorks): MyWorksState => s.myworks;
export const selectMyStory = (s: WithMyWorks): MyWorksState['story'] => s.myworks.story;
export const selectNotes = (s: WithMyWorks): MyWorksState['notes'] => s.myworks.notes;

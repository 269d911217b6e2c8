import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formFailed, type FormFailure } from '../../shared/common/forms';
import type { EditorDocument, EditorPartItem, SavedText } from '../../shared/editor/api';
import { editorEdited, editorRequested } from '../../shared/editor/actions';
import type { ErrorInfo, LoadStatus } from '../types';

/**
 * Autosave's state: `saved` (what is on the server is what the writer sees), `dirty` (edited,
 * waiting for the pause), `saving` ("Saving…"), `error` (the last save failed: the edits stay here
 * and Retry, or the next edit, saves again).
 */
export type SaveState = 'saved' | 'dirty' | 'saving' | 'error';

/** The part editor (`/myworks/{storyId}/write/{partId}`). */
export interface EditorState {
  partId: number | null;
  status: LoadStatus;
  error?: ErrorInfo;
  doc: EditorDocument | null;
  /** What the writer sees now. */
  title: string;
  html: string;
  wordCount: number;
  save: SaveState;
  saveError: string | null;
  /** Edits so far; `savedRevision` is the last one the server has. */
  revision: number;
  savedRevision: number;
  /** A parts-list change (new, move, delete) is running / failed. */
  partsBusy: boolean;
  partsError: string | null;
  /** A new part's editor address, once created (the page goes there). */
  created: string | null;
  /** The no-JavaScript form the server refused (its errors and what was typed). */
  form: FormFailure | null;
}

const initialState: EditorState = {
  partId: null,
  status: 'idle',
  doc: null,
  title: '',
  html: '',
  wordCount: 0,
  save: 'saved',
  saveError: null,
  revision: 0,
  savedRevision: 0,
  partsBusy: false,
  partsError: null,
  created: null,
  form: null,
};

const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    editorLoaded(state, { payload: doc }: PayloadAction<EditorDocument>) {
      state.status = 'succeeded';
      state.error = undefined;
      state.doc = doc;
      state.title = doc.part.title;
      state.html = doc.part.text;
      state.wordCount = doc.part.wordCount;
      state.save = 'saved';
      state.saveError = null;
      state.revision = 0;
      state.savedRevision = 0;
    },
    editorFailed(state, { payload }: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = payload;
    },
    saveStarted(state) {
      state.save = 'saving';
      state.saveError = null;
    },
    saveSucceeded(state, { payload }: PayloadAction<{ revision: number; saved: SavedText }>) {
      const { revision, saved } = payload;
      state.savedRevision = Math.max(state.savedRevision, revision);
      state.save = state.savedRevision >= state.revision ? 'saved' : 'dirty';
      if (!state.doc) return;
      state.doc.part.text_hash = saved.text_hash;
      state.doc.part.modifyDate = saved.modifyDate;
      state.doc.part.title = saved.title;
      const item = state.doc.story.parts.find((p) => p.id === saved.id);
      if (item) {
        item.title = saved.title;
        item.wordCount = saved.wordCount;
      }
    },
    saveFailed(state, { payload }: PayloadAction<string>) {
      state.save = 'error';
      state.saveError = payload;
    },
    partsStarted(state) {
      state.partsBusy = true;
      state.partsError = null;
    },
    partsChanged(state, { payload }: PayloadAction<EditorPartItem[]>) {
      state.partsBusy = false;
      if (state.doc) {
        state.doc.story.parts = payload;
        const mine = payload.find((p) => p.id === state.doc?.part.id);
        if (mine) state.doc.part.status = mine.status;
      }
    },
    partCreated(state, { payload }: PayloadAction<string>) {
      state.partsBusy = false;
      state.created = payload;
    },
    partsFailed(state, { payload }: PayloadAction<string>) {
      state.partsBusy = false;
      state.partsError = payload;
    },
  },
  extraReducers: (b) =>
    b
      .addCase(editorRequested, (state, { payload }) => {
        if (state.partId === payload.partId && state.status === 'succeeded') return;
        Object.assign(state, initialState, { partId: payload.partId, status: 'loading', form: state.form });
      })
      .addCase(editorEdited, (state, { payload }) => {
        if (payload.title !== undefined) state.title = payload.title;
        if (payload.html !== undefined) state.html = payload.html;
        if (payload.wordCount !== undefined) state.wordCount = payload.wordCount;
        state.revision += 1;
        if (state.save !== 'saving') state.save = 'dirty';
      })
      .addCase(formFailed, (state, { payload }) => {
        if (payload.page === 'editor') state.form = payload;
      }),
});

export const {
  editorLoaded,
  editorFailed,
  saveStarted,
  saveSucceeded,
  saveFailed,
  partsStarted,
  partsChanged,
  partCreated,
  partsFailed,
} = editorSlice.actions;
export const editorReducer = editorSlice.reducer;

interface WithEditor {
  editor: EditorState;
}
export const selectEditor = (s: WithEditor): EditorState => s.editor;
/** Whether edits are waiting to reach the server (the page warns before it is left). */
export const selectUnsaved = (s: WithEditor): boolean => s.editor.revision > s.editor.savedRevision;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContentSettings } from '../../shared/contentSettings/api';
import {
  contentSettingsApplyRequested,
  contentSettingsRequested,
} from '../../shared/contentSettings/actions';
import { addBlockedTag, type ContentChoices } from '../../shared/contentSettings/validation';

/**
 * The Content Preferences panel (accounts-safety-messaging §4 "Content settings"): loading,
 * received, no changes, error; the mature toggle; the blocked tags edited in a sub-view.
 */
export interface ContentSettingsState {
  status: 'idle' | 'loading' | 'received' | 'error';
  saved: ContentSettings | null;
  edited: ContentChoices;
  view: 'main' | 'tags';
  /** The tag input's warning (unblockable, limit reached). */
  warning: string | null;
  suggestions: string[];
  applyStatus: 'idle' | 'saving' | 'saved' | 'noChanges' | 'failed';
  /** 'Thanks for the input!' after a change was saved. */
  confirmation: string | null;
  error: string | null;
}

export const contentSettingsInitialState: ContentSettingsState = {
  status: 'idle',
  saved: null,
  edited: { includeMature: false, blockedTags: [] },
  view: 'main',
  warning: null,
  suggestions: [],
  applyStatus: 'idle',
  confirmation: null,
  error: null,
};

const slice = createSlice({
  name: 'contentSettings',
  initialState: contentSettingsInitialState,
  reducers: {
    contentSettingsLoaded(state, action: PayloadAction<ContentSettings>) {
      state.status = 'received';
      state.saved = action.payload;
      state.edited = { includeMature: action.payload.includeMature, blockedTags: action.payload.blockedTags };
    },
    contentSettingsFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    matureToggled(state) {
      state.edited.includeMature = !state.edited.includeMature;
      state.confirmation = null;
    },
    tagEditorOpened(state) {
      state.view = 'tags';
    },
    tagEditorClosed(state) {
      state.view = 'main';
      state.suggestions = [];
    },
    blockedTagAdded(state, action: PayloadAction<string>) {
      const rules = {
        limit: state.saved?.tagLimit ?? 0,
        unblockable: state.saved?.unblockableTags ?? [],
      };
      const { tags, warning } = addBlockedTag(state.edited.blockedTags, action.payload, rules);
      state.edited.blockedTags = tags;
      state.warning = warning;
      state.suggestions = [];
      state.confirmation = null;
    },
    blockedTagRemoved(state, action: PayloadAction<string>) {
      state.edited.blockedTags = state.edited.blockedTags.filter((t) => t !== action.payload);
      state.warning = null;
      state.confirmation = null;
    },
    tagSuggestionsLoaded(state, action: PayloadAction<string[]>) {
      state.suggestions = action.payload.filter((t) => !state.edited.blockedTags.includes(t));
    },
    contentSettingsApplied(state, action: PayloadAction<{ changed: boolean; message: string | null }>) {
      if (state.saved) state.saved = { ...state.saved, ...state.edited };
      state.applyStatus = action.payload.changed ? 'saved' : 'noChanges';
      state.confirmation = action.payload.message;
      state.view = 'main';
    },
    contentSettingsApplyFailed(state, action: PayloadAction<string>) {
      state.applyStatus = 'failed';
      state.error = action.payload;
    },
    contentSettingsCancelled(state) {
      if (state.saved)
        state.edited = { includeMature: state.saved.includeMature, blockedTags: state.saved.blockedTags };
      state.view = 'main';
      state.warning = null;
    },
  },
  extraReducers: (b) => {
    b.addCase(contentSettingsRequested, (state) => {
      if (state.status === 'idle' || state.status === 'error') state.status = 'loading';
    });
    b.addCase(contentSettingsApplyRequested, (state) => {
      state.applyStatus = 'saving';
      state.error = null;
      state.confirmation = null;
    });
  },
});

export const {
  contentSettingsLoaded,
  contentSettingsFailed,
  matureToggled,
  tagEditorOpened,
  tagEditorClosed,
  blockedTagAdded,
  blockedTagRemoved,
  tagSuggestionsLoaded,
  contentSettingsApplied,
  contentSettingsApplyFailed,
  contentSettingsCancelled,
} = slice.actions;
export const contentSettingsReducer = slice.reducer;

type WithContentSettings = { contentSettings: ContentSettingsState };
export const selectContentSettings = (s: WithContentSettings): ContentSettingsState => s.contentSettings;

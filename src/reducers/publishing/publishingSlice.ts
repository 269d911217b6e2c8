import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formFailed } from '../../shared/common/forms';
import type { PartPublishing, WriterStory } from '../../shared/publishing/api';
import type { LoadStatus } from '../types';

/**
 * The publish modal (writing-paid-content.md §4 "Publish flow") and the cover import page (§4
 * "Cover import"). `view`: closed; `details` (the story lacks details: the details editor link);
 * `choose` (Publish now / Schedule to publish later); `published` / `scheduled` (success).
 * `schedules` keeps each part's schedule as this page last set it (the button's label).
 */
export type PublishView = 'closed' | 'checking' | 'details' | 'choose' | 'published' | 'scheduled' | 'failed';
export type ImportStatus = 'notDone' | 'uploading' | 'done';

export interface PublishingState {
  view: PublishView;
  partId: number | null;
  storyId: string | null;
  /** The modal's default choice: schedule when the part already has a time (§4). */
  mode: 'now' | 'schedule';
  scheduledFor: string | null;
  running: boolean;
  error: string | null;
  /** The publish page's refused form (no JavaScript): its message. */
  formError: string | null;
  formStatus: number;
  /** Per part: its schedule (ISO) or null, and whether it was published here. */
  schedules: Record<number, string | null>;
  published: Record<number, true>;
  importer: {
    status: LoadStatus;
    stories: WriterStory[];
    upload: ImportStatus;
    error: string | null;
    storyId: string | null;
  };
}

const initialState: PublishingState = {
  view: 'closed',
  partId: null,
  storyId: null,
  mode: 'now',
  scheduledFor: null,
  running: false,
  error: null,
  formError: null,
  formStatus: 200,
  schedules: {},
  published: {},
  importer: { status: 'idle', stories: [], upload: 'notDone', error: null, storyId: null },
};

const publishingSlice = createSlice({
  name: 'publishing',
  initialState,
  reducers: {
    checking(state, a: PayloadAction<{ partId: number; storyId: string }>) {
      Object.assign(state, { view: 'checking', ...a.payload, error: null, running: false });
    },
    detailsNeeded(state) {
      state.view = 'details';
    },
    /** The modal, defaulting to Schedule when the part has a time (or the scheduler was asked for). */
    modalShown(state, a: PayloadAction<{ part: PartPublishing; schedule?: boolean }>) {
      const { part, schedule } = a.payload;
      const when = part.id in state.schedules ? state.schedules[part.id] : part.scheduledPublishDate;
      state.view = 'choose';
      state.partId = part.id;
      state.storyId = part.storyId;
      state.scheduledFor = when;
      state.mode = when || schedule ? 'schedule' : 'now';
      state.error = null;
    },
    modeChosen(state, a: PayloadAction<'now' | 'schedule'>) {
      state.mode = a.payload;
      state.error = null;
    },
    started(state) {
      state.running = true;
      state.error = null;
    },
    failed(state, a: PayloadAction<string>) {
      state.running = false;
      state.error = a.payload;
    },
    published(state, a: PayloadAction<{ partId: number }>) {
      state.running = false;
      state.view = 'published';
      state.published[a.payload.partId] = true;
      state.schedules[a.payload.partId] = null;
    },
    scheduled(state, a: PayloadAction<{ partId: number; datetime: string }>) {
      state.running = false;
      state.view = 'scheduled';
      state.scheduledFor = a.payload.datetime;
      state.schedules[a.payload.partId] = a.payload.datetime;
    },
    unscheduled(state, a: PayloadAction<{ partId: number }>) {
      state.running = false;
      state.view = 'closed';
      state.scheduledFor = null;
      state.schedules[a.payload.partId] = null;
    },
    /** The publish page's part could not be read (not theirs, gone): the page says so. */
    pageFailed(state, a: PayloadAction<string>) {
      state.view = 'failed';
      state.error = a.payload;
    },
    closed(state) {
      state.view = 'closed';
      state.running = false;
      state.error = null;
    },
    importStoriesLoading(state) {
      state.importer.status = 'loading';
    },
    importStoriesLoaded(state, a: PayloadAction<WriterStory[]>) {
      state.importer.status = 'succeeded';
      state.importer.stories = a.payload;
    },
    importStoriesFailed(state) {
      state.importer.status = 'failed';
    },
    importStarted(state, a: PayloadAction<{ storyId: string }>) {
      state.importer.upload = 'uploading';
      state.importer.error = null;
      state.importer.storyId = a.payload.storyId;
    },
    importDone(state) {
      state.importer.upload = 'done';
    },
    importFailed(state, a: PayloadAction<string>) {
      state.importer.upload = 'notDone';
      state.importer.error = a.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(formFailed, (state, a) => {
      if (a.payload.page !== 'publishPart') return;
      state.formError = a.payload.message ?? Object.values(a.payload.fieldErrors)[0] ?? null;
      state.formStatus = a.payload.status;
    });
  },
});

export const publishingActions = publishingSlice.actions;
export const publishingReducer = publishingSlice.reducer;

export const selectPublishing = (s: { publishing: PublishingState }): PublishingState => s.publishing;
/** The part's schedule as the page knows it: set here, else what the part came with. */
export const selectPartSchedule = (
  s: { publishing: PublishingState },
  partId: number,
  given: string | null,
): string | null => (partId in s.publishing.schedules ? s.publishing.schedules[partId] : given);

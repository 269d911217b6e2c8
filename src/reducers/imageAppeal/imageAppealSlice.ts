/**
 * The image appeal (accounts-safety-messaging §4 "Image appeal"): form, submitting (spinner), success
 * or error (the spec's text for an image already appealed, already reviewed, or anything else). Also
 * the viewer's own flagged images, for the flagged label where their images show.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formFailed } from '../../shared/common/forms';
import type { CoverFlag, FlaggedImage } from '../../shared/imageAppeal/api';
import { imageAppealRequested, imageAppealSubmitted } from '../../shared/imageAppeal/actions';

export interface ImageAppealState {
  imageUrl: string;
  image: FlaggedImage | null;
  /** The page's image: loaded, or the status it answers (401/403/404). */
  load: 'idle' | 'loading' | 'ready' | 'failed';
  httpStatus: number;
  submit: 'form' | 'sending' | 'sent' | 'error';
  error: string | null;
  /** What a refused no-JS post had typed. */
  reason: string;
  /** The viewer's own flagged images (null until asked). */
  mine: FlaggedImage[] | null;
  /** Story covers' flags by story id (the story page). */
  covers: Record<string, CoverFlag>;
}

export const imageAppealInitialState: ImageAppealState = {
  imageUrl: '',
  image: null,
  load: 'idle',
  httpStatus: 200,
  submit: 'form',
  error: null,
  reason: '',
  mine: null,
  covers: {},
};

const imageAppealSlice = createSlice({
  name: 'imageAppeal',
  initialState: imageAppealInitialState,
  reducers: {
    loaded(state, action: PayloadAction<{ image: FlaggedImage; sent: boolean }>) {
      state.image = action.payload.image;
      state.load = 'ready';
      if (action.payload.sent) state.submit = 'sent';
    },
    loadFailed(state, action: PayloadAction<{ status: number }>) {
      state.image = null;
      state.load = 'failed';
      state.httpStatus = action.payload.status;
    },
    sent(state) {
      state.submit = 'sent';
      state.error = null;
      if (state.image) state.image.status = 'submitted';
    },
    refused(state, action: PayloadAction<{ message: string }>) {
      state.submit = 'error';
      state.error = action.payload.message;
    },
    coverFlagLoaded(state, action: PayloadAction<CoverFlag>) {
      state.covers[action.payload.storyId] = action.payload;
    },
    mineLoaded(state, action: PayloadAction<FlaggedImage[]>) {
      state.mine = action.payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(imageAppealRequested, (state, action) => {
      if (state.imageUrl === action.payload.imageUrl && state.load === 'ready') return;
      state.imageUrl = action.payload.imageUrl;
      state.load = 'loading';
      // A refused no-JS post (`forms/failed`, dispatched first) keeps its error and status.
      if (state.submit !== 'error') {
        state.submit = 'form';
        state.httpStatus = 200;
      }
    });
    b.addCase(imageAppealSubmitted, (state) => {
      state.submit = 'sending';
      state.error = null;
    });
    b.addCase(formFailed, (state, action) => {
      if (action.payload.page !== 'imageAppeal') return;
      state.submit = 'error';
      state.error = action.payload.message;
      state.reason = action.payload.values.reason ?? '';
      state.httpStatus = action.payload.status;
    });
  },
});

export const imageAppealActions = imageAppealSlice.actions;
export const imageAppealReducer = imageAppealSlice.reducer;

/** A story cover's flag, once loaded. */
export const selectCoverFlag = (s: { imageAppeal?: ImageAppealState }, storyId: string): CoverFlag | null =>
  s.imageAppeal?.covers[storyId] ?? null;

/** The appeal state (the slice is injected with its page's chunk: absent before that). */
export const selectImageAppeal = (s: { imageAppeal?: ImageAppealState }): ImageAppealState =>
  s.imageAppeal ?? imageAppealInitialState;

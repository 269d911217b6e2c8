import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { partRequested } from '../../shared/stories/actions';
import type { Paragraph, Part } from '../../shared/stories/api';
import { emptyEntities, upsertOne, type EntityState } from '../entities';
import type { ErrorInfo, Loadable } from '../types';

/** A part without its embedded story: the story lives in the stories slice (normalised). */
export type PartEntity = Omit<Part, 'group'>;

export interface PartsState extends EntityState<PartEntity, number> {
  meta: Record<number, Loadable>;
  texts: Record<number, { paragraphs: Paragraph[]; textHash: string }>;
}

const initialState: PartsState = { ...emptyEntities<PartEntity, number>(), meta: {}, texts: {} };

const partsSlice = createSlice({
  name: 'parts',
  initialState,
  reducers: {
    partLoaded(
      state,
      action: PayloadAction<{ part: PartEntity; paragraphs: Paragraph[]; textHash: string }>,
    ) {
      const { part, paragraphs, textHash } = action.payload;
      upsertOne(state, part);
      state.texts[part.id] = { paragraphs, textHash };
      state.meta[part.id] = { status: 'succeeded' };
    },
    /** The viewer's vote on a part (optimistic, confirmed or rolled back by the vote saga). */
    partVoteSet(state, action: PayloadAction<{ id: number; voted: boolean; voteCount: number }>) {
      const part = state.entities[action.payload.id];
      if (!part) return;
      part.voted = action.payload.voted;
      part.voteCount = Math.max(0, action.payload.voteCount);
    },
    partFailed(state, action: PayloadAction<{ id: number; error: ErrorInfo }>) {
      state.meta[action.payload.id] = { status: 'failed', error: action.payload.error };
    },
  },
  extraReducers: (b) => {
    b.addCase(partRequested, (state, { payload }) => {
      if (state.meta[payload.id]?.status !== 'succeeded') state.meta[payload.id] = { status: 'loading' };
    });
  },
});

export const { partLoaded, partFailed, partVoteSet } = partsSlice.actions;
export const partsReducer = partsSlice.reducer;

type WithParts = { parts: PartsState };
export const selectPartById = (s: WithParts, id: number): PartEntity | undefined => s.parts.entities[id];
export const selectPartMeta = (s: WithParts, id: number): Loadable => s.parts.meta[id] ?? { status: 'idle' };
export const selectPartParagraphs = (s: WithParts, id: number): Paragraph[] | undefined =>
  s.parts.texts[id]?.paragraphs;
export const isPartLoaded = (s: WithParts, id: number): boolean =>
  selectPartMeta(s, id).status === 'succeeded';

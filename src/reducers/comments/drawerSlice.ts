import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Paragraph comments (reading-discovery §2 "Comments", §4 "Paragraph drawer"): each paragraph's
 * comment count per part (the markers), and the drawer over the reading page — which paragraph,
 * the initial comment it opened for (`?commentId=`), and whether it is sliding out (300 ms).
 */
export interface ParagraphDrawer {
  partId: number;
  paragraphId: string;
  /** The comment the page was opened for (shown first); cleared on close. */
  initialCommentId: string | null;
  /** 'closing': the 300 ms slide-out plays; then the drawer is gone. */
  phase: 'open' | 'closing';
  /** The paragraph list's posted-minus-deleted when the drawer opened (its delta is counted from it). */
  baseDelta: number;
}

export interface ParagraphCommentsState {
  /** Per part id, per paragraph id: its comment count (absent: none). */
  counts: Record<string, Record<string, number>>;
  /** Parts whose counts were asked for (each once). */
  countsStatus: Record<string, 'loading' | 'succeeded' | 'failed'>;
  drawer: ParagraphDrawer | null;
  /** The paragraph whose marker gets the focus back when the drawer has closed (then null). */
  focusMarker: string | null;
}

const initialState: ParagraphCommentsState = {
  counts: {},
  countsStatus: {},
  drawer: null,
  focusMarker: null,
};

const drawerSlice = createSlice({
  name: 'paragraphComments',
  initialState,
  reducers: {
    countsLoading(s, a: PayloadAction<{ partId: number }>) {
      s.countsStatus[a.payload.partId] = 'loading';
    },
    countsLoaded(
      s,
      a: PayloadAction<{ partId: number; paragraphs: { id: string; commentCount: number }[] }>,
    ) {
      const counts: Record<string, number> = {};
      for (const p of a.payload.paragraphs) if (p.commentCount > 0) counts[p.id] = p.commentCount;
      s.counts[a.payload.partId] = counts;
      s.countsStatus[a.payload.partId] = 'succeeded';
    },
    countsFailed(s, a: PayloadAction<{ partId: number }>) {
      s.countsStatus[a.payload.partId] = 'failed';
    },
    opened(
      s,
      a: PayloadAction<{
        partId: number;
        paragraphId: string;
        initialCommentId?: string | null;
        baseDelta?: number;
      }>,
    ) {
      const { partId, paragraphId, initialCommentId = null, baseDelta = 0 } = a.payload;
      s.drawer = { partId, paragraphId, initialCommentId, phase: 'open', baseDelta };
      s.focusMarker = null;
    },
    closing(s) {
      if (s.drawer) s.drawer.phase = 'closing';
    },
    /**
     * The slide-out has played: the marker's count moves by the delta the drawer reports (comments
     * posted minus deleted while it was open), the initial comment is cleared, the marker gets the focus.
     */
    closed(s, a: PayloadAction<{ delta: number }>) {
      const d = s.drawer;
      if (!d) return;
      const counts = (s.counts[d.partId] ??= {});
      const next = Math.max(0, (counts[d.paragraphId] ?? 0) + a.payload.delta);
      if (next > 0) counts[d.paragraphId] = next;
      else delete counts[d.paragraphId];
      s.drawer = null;
      s.focusMarker = d.paragraphId;
    },
    focusReturned(s) {
      s.focusMarker = null;
    },
  },
});

export const paragraphCommentsActions = drawerSlice.actions;
export const paragraphCommentsReducer = drawerSlice.reducer;

type WithParagraphComments = { paragraphComments: ParagraphCommentsState };
const NO_COUNTS: Record<string, number> = {};

/** The part's counts (an empty map until loaded or when the slice is not injected yet). */
export const selectParagraphCounts = (s: WithParagraphComments, partId: number): Record<string, number> =>
  s.paragraphComments?.counts[partId] ?? NO_COUNTS;
export const selectParagraphCountsStatus = (s: WithParagraphComments, partId: number) =>
  s.paragraphComments?.countsStatus[partId];
export const selectParagraphDrawer = (s: WithParagraphComments): ParagraphDrawer | null =>
  s.paragraphComments?.drawer ?? null;
export const selectFocusMarker = (s: WithParagraphComments): string | null =>
  s.paragraphComments?.focusMarker ?? null;

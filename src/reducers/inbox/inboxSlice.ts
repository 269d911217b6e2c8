import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InboxPage, InboxThread } from '../../shared/inbox/api';
import { inboxRequested } from '../../shared/inbox/actions';
import {
  blockSucceeded,
  muteSucceeded,
  unblockSucceeded,
  unmuteSucceeded,
  type SafetyTarget,
} from '../../shared/safety/actions';

/** The thread list (spec §3: total, offset, filter, isLoading, isLoadingMore, threads). */
export interface InboxState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  loadingMore: boolean;
  filter: string;
  /** Where this page started (`?offset=` without JavaScript), and how far it has loaded. */
  start: number;
  offset: number;
  total: number;
  threads: InboxThread[];
}

const initialState: InboxState = {
  status: 'idle',
  loadingMore: false,
  filter: '',
  start: 0,
  offset: 0,
  total: 0,
  threads: [],
};

const setFlag = (state: InboxState, { username }: SafetyTarget, flag: 'mute' | 'block', on: boolean) => {
  for (const t of state.threads) {
    if (t.user.name !== username) continue;
    if (flag === 'mute') {
      t.user.isMutedByCurrentUser = on;
      t.user.safety.isMuted = on;
    } else {
      t.user.isBlockedByCurrentUser = on;
      t.user.safety.isBlocked = on;
    }
  }
};

const inboxSlice = createSlice({
  name: 'inbox',
  initialState,
  reducers: {
    loaded(state, action: PayloadAction<InboxPage>) {
      state.status = 'succeeded';
      state.threads = action.payload.threads;
      state.total = action.payload.total;
      state.offset = state.start + action.payload.threads.length;
    },
    /** Spec §8: an inbox that fails to load is an empty list. */
    loadFailed(state) {
      state.status = 'failed';
      state.threads = [];
      state.total = 0;
      state.offset = state.start;
    },
    moreStarted(state) {
      state.loadingMore = true;
    },
    moreLoaded(state, action: PayloadAction<InboxPage>) {
      state.loadingMore = false;
      state.threads.push(...action.payload.threads);
      state.offset += action.payload.threads.length;
      // An empty page ends the list even if the total said otherwise (never ask forever).
      state.total = action.payload.threads.length ? action.payload.total : state.offset;
    },
    /** A later page failing ends the scrolling (what is shown stays). */
    moreFailed(state) {
      state.loadingMore = false;
      state.total = state.offset;
    },
  },
  extraReducers: (b) =>
    b
      .addCase(inboxRequested, (_state, action) => ({
        ...initialState,
        status: 'loading',
        filter: action.payload.filter,
        start: action.payload.offset ?? 0,
        offset: action.payload.offset ?? 0,
      }))
      .addCase(muteSucceeded, (s, a) => setFlag(s, a.payload, 'mute', true))
      .addCase(unmuteSucceeded, (s, a) => setFlag(s, a.payload, 'mute', false))
      .addCase(blockSucceeded, (s, a) => setFlag(s, a.payload, 'block', true))
      .addCase(unblockSucceeded, (s, a) => setFlag(s, a.payload, 'block', false)),
});

export const inboxActions = inboxSlice.actions;
export const inboxReducer = inboxSlice.reducer;
export const selectInbox = (s: { inbox: InboxState }): InboxState => s.inbox;
/** More threads to load: not loading, and the offset has not reached the total. */
export const selectHasMoreThreads = (s: { inbox: InboxState }): boolean =>
  s.inbox.status === 'succeeded' && !s.inbox.loadingMore && s.inbox.offset < s.inbox.total;

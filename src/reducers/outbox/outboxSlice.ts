import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../shared/common/errors';
import type { OutboxMessageView, OutboxSummary } from '../../shared/outbox/api';
import { outboxRequested } from '../../shared/outbox/actions';

export interface DevOutboxState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** What is loaded: `list` or a message id. */
  key: string | null;
  messages: OutboxSummary[];
  message: OutboxMessageView | null;
  error: { status: number; code: number; message: string } | null;
}

const initialState: DevOutboxState = { status: 'idle', key: null, messages: [], message: null, error: null };

export const outboxKey = (id?: number): string => (id ? `message:${id}` : 'list');

const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    listLoaded(state, action: PayloadAction<OutboxSummary[]>) {
      state.status = 'succeeded';
      state.messages = action.payload;
    },
    messageLoaded(state, action: PayloadAction<OutboxMessageView>) {
      state.status = 'succeeded';
      state.message = action.payload;
    },
    loadFailed(state, action: PayloadAction<Pick<ApiError, 'status' | 'code' | 'message'>>) {
      const { status, code, message } = action.payload;
      state.status = 'failed';
      state.error = { status, code, message };
    },
  },
  extraReducers: (b) =>
    b.addCase(outboxRequested, (state, action) => {
      state.key = outboxKey(action.payload.id);
      state.status = 'loading';
      state.error = null;
    }),
});

export const outboxActions = outboxSlice.actions;
export const outboxReducer = outboxSlice.reducer;
export const selectDevOutbox = (s: { outbox: DevOutboxState }): DevOutboxState => s.outbox;

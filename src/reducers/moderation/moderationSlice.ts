import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formFailed } from '../../shared/common/forms';
import type { TicketDetail, TicketsPage, TicketsQuery } from '../../shared/moderation/api';
import {
  ticketActionSubmitted,
  ticketRequested,
  ticketResolveSubmitted,
  ticketsRequested,
} from '../../shared/moderation/actions';

type Load = 'idle' | 'loading' | 'succeeded' | 'failed';
interface LoadError {
  status: number;
  code: number;
  message: string;
}

export interface ModerationState {
  list: { status: Load; query: TicketsQuery; page: TicketsPage | null; error: LoadError | null };
  ticket: {
    status: Load;
    id: number | null;
    data: TicketDetail | null;
    error: LoadError | null;
    /** An action being sent, its refusal (also a refused no-JS form's) and what was typed. */
    busy: boolean;
    actionError: string | null;
    values: Record<string, string>;
    done: string | null;
    /** A refused no-JS form's HTTP status (the page answers with it); null otherwise. */
    formStatus: number | null;
  };
}

const initialState: ModerationState = {
  list: { status: 'idle', query: {}, page: null, error: null },
  ticket: {
    status: 'idle',
    id: null,
    data: null,
    error: null,
    busy: false,
    actionError: null,
    values: {},
    done: null,
    formStatus: null,
  },
};

const slice = createSlice({
  name: 'moderation',
  initialState,
  reducers: {
    ticketsLoaded(state, action: PayloadAction<TicketsPage>) {
      state.list.status = 'succeeded';
      state.list.page = action.payload;
    },
    ticketsFailed(state, action: PayloadAction<LoadError>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    ticketLoaded(state, action: PayloadAction<TicketDetail>) {
      state.ticket.status = 'succeeded';
      state.ticket.data = action.payload;
    },
    ticketFailed(state, action: PayloadAction<LoadError>) {
      state.ticket.status = 'failed';
      state.ticket.error = action.payload;
    },
    actionDone(state, action: PayloadAction<{ ticket: TicketDetail; done: string }>) {
      state.ticket.busy = false;
      state.ticket.data = action.payload.ticket;
      state.ticket.done = action.payload.done;
      state.ticket.actionError = null;
    },
    actionFailed(state, action: PayloadAction<string>) {
      state.ticket.busy = false;
      state.ticket.actionError = action.payload;
    },
  },
  extraReducers: (b) =>
    b
      .addCase(ticketsRequested, (state, action) => {
        state.list.status = 'loading';
        state.list.query = action.payload;
        state.list.error = null;
      })
      .addCase(ticketRequested, (state, action) => {
        if (state.ticket.id !== action.payload.id) state.ticket.data = null;
        state.ticket.status = 'loading';
        state.ticket.id = action.payload.id;
        state.ticket.error = null;
        state.ticket.done = null;
        state.ticket.actionError = null;
      })
      .addCase(ticketResolveSubmitted, (state) => {
        state.ticket.busy = true;
        state.ticket.actionError = null;
      })
      .addCase(ticketActionSubmitted, (state) => {
        state.ticket.busy = true;
        state.ticket.actionError = null;
      })
      .addCase(formFailed, (state, { payload: f }) => {
        if (f.page !== 'staffTicket') return;
        state.ticket.actionError = f.message;
        state.ticket.values = f.values;
        state.ticket.formStatus = f.status;
      }),
});

export const moderationActions = slice.actions;
export const moderationReducer = slice.reducer;
export const selectStaffTickets = (s: { moderation: ModerationState }) => s.moderation.list;
export const selectStaffTicket = (s: { moderation: ModerationState }) => s.moderation.ticket;

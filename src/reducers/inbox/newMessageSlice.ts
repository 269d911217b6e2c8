import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AutocompleteUser } from '../../shared/inbox/api';
import { recipientChosen, recipientSearched } from '../../shared/inbox/actions';

/** The "+ New Message" modal: the following-user autocomplete and the first-time warning. */
export interface NewMessageState {
  open: boolean;
  term: string;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  suggestions: AutocompleteUser[];
  recipient: string | null;
  /** The viewer does not follow the recipient: the first-time warning shows. */
  warning: boolean;
}

const initialState: NewMessageState = {
  open: false,
  term: '',
  status: 'idle',
  suggestions: [],
  recipient: null,
  warning: false,
};

const newMessageSlice = createSlice({
  name: 'newMessage',
  initialState,
  reducers: {
    /** The gate passed (a verified email): the modal opens. */
    shown: () => ({ ...initialState, open: true }),
    closed: () => initialState,
    suggested(state, action: PayloadAction<{ term: string; users: AutocompleteUser[] }>) {
      if (action.payload.term !== state.term) return;
      state.status = 'succeeded';
      state.suggestions = action.payload.users;
    },
    suggestFailed(state) {
      state.status = 'failed';
      state.suggestions = [];
    },
  },
  extraReducers: (b) =>
    b
      .addCase(recipientSearched, (state, action) => {
        state.term = action.payload.term;
        state.recipient = null;
        state.warning = false;
        state.status = action.payload.term.trim() ? 'loading' : 'idle';
        if (!action.payload.term.trim()) state.suggestions = [];
      })
      .addCase(recipientChosen, (state, action) => {
        const { username } = action.payload;
        state.recipient = username;
        state.term = username;
        // 'Your Friends' are the people the viewer follows: anyone else gets the first-time warning.
        state.warning = state.suggestions.find((u) => u.label === username)?.category !== 'Your Friends';
      }),
});

export const newMessageActions = newMessageSlice.actions;
export const newMessageReducer = newMessageSlice.reducer;
export const selectNewMessage = (s: { newMessage: NewMessageState }): NewMessageState => s.newMessage;

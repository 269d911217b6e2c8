import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The header's unread count (the user API's `inbox {unread}` for the viewer); null until known. */
export interface InboxUnreadState {
  unread: number | null;
}

const unreadSlice = createSlice({
  name: 'inboxUnread',
  initialState: { unread: null } as InboxUnreadState,
  reducers: {
    counted(state, action: PayloadAction<number>) {
      state.unread = action.payload;
    },
  },
});

export const inboxUnreadActions = unreadSlice.actions;
export const inboxUnreadReducer = unreadSlice.reducer;
export const selectInboxUnread = (s: { inboxUnread: InboxUnreadState }): number | null =>
  s.inboxUnread.unread;

/** The header's unread count: the shell shows it on every page. */
export const inboxShellSlices = [{ reducerPath: 'inboxUnread', reducer: inboxUnreadReducer }] as const;

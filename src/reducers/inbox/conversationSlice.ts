import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConversationPage, Message } from '../../shared/inbox/api';
import { formFailed } from '../../shared/common/forms';
import { conversationRequested } from '../../shared/inbox/actions';
import { MESSAGE_FORM } from '../../shared/inbox/routes';
import {
  blockSucceeded,
  muteSucceeded,
  unblockSucceeded,
  unmuteSucceeded,
  type SafetyTarget,
} from '../../shared/safety/actions';

type Flags = Omit<ConversationPage, 'messages' | 'total'>;

/** One conversation (spec §3 Conversation state). Messages oldest first. */
export interface ConversationState {
  username: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  loadingOlder: boolean;
  posting: boolean;
  postError: string | null;
  /** What a refused no-JavaScript post had typed (kept in the composer). */
  draft: string;
  /** The status of the page a refused no-JavaScript form renders (400, 403, 429…). */
  failedStatus: number | null;
  deleting: number | null;
  /** The conversation was deleted: the page goes back to /inbox. */
  removed: boolean;
  start: number;
  offset: number;
  total: number;
  messages: Message[];
  flags: Flags;
  /** After a load, the first loaded message scrolls into view. */
  scrollToMessageId: number | null;
}

export const NO_FLAGS: Flags = {
  badges: { verified: false, staff: false, ambassador: false },
  isActive: true,
  isBlockingCurrentUser: false,
  safety: { isMuted: false, isBlocked: false },
  isFollowing: false,
  canSendPrivateMessage: true,
  displayWarningNotice: false,
  displayDeprecationNotice: false,
};

const initialState: ConversationState = {
  username: null,
  status: 'idle',
  loadingOlder: false,
  posting: false,
  postError: null,
  draft: '',
  failedStatus: null,
  deleting: null,
  removed: false,
  start: 0,
  offset: 0,
  total: 0,
  messages: [],
  flags: NO_FLAGS,
  scrollToMessageId: null,
};

const flagsOf = ({ messages: _m, total: _t, ...flags }: ConversationPage): Flags => flags;

const setFlag = (s: ConversationState, t: SafetyTarget, flag: 'mute' | 'block', on: boolean) => {
  if (s.username !== t.username) return;
  if (flag === 'mute') {
    s.flags.safety.isMuted = on;
    s.flags.isMutedByCurrentUser = on;
  } else {
    s.flags.safety.isBlocked = on;
    s.flags.isBlockedByCurrentUser = on;
  }
};

const conversationSlice = createSlice({
  name: 'conversation',
  initialState,
  reducers: {
    loaded(state, action: PayloadAction<ConversationPage>) {
      state.status = 'succeeded';
      state.messages = action.payload.messages;
      state.total = action.payload.total;
      state.offset = state.start + action.payload.messages.length;
      state.flags = flagsOf(action.payload);
      state.scrollToMessageId = action.payload.messages[0]?.id ?? null;
    },
    /** Spec §8: a conversation that fails to load is an empty one. */
    loadFailed(state) {
      state.status = 'failed';
      state.messages = [];
      state.total = 0;
    },
    olderStarted(state) {
      state.loadingOlder = true;
    },
    olderLoaded(state, action: PayloadAction<ConversationPage>) {
      const { messages, total } = action.payload;
      state.loadingOlder = false;
      state.messages.unshift(...messages);
      state.offset += messages.length;
      state.total = messages.length ? total : state.offset;
      state.scrollToMessageId = messages[0]?.id ?? state.scrollToMessageId;
    },
    olderFailed(state) {
      state.loadingOlder = false;
      state.total = state.offset;
    },
    postStarted(state) {
      state.posting = true;
      state.postError = null;
    },
    /** A post appends the message and raises offset and total by 1 (spec §4). */
    posted(state, action: PayloadAction<Message>) {
      state.posting = false;
      state.messages.push(action.payload);
      state.offset += 1;
      state.total += 1;
    },
    postFailed(state, action: PayloadAction<string>) {
      state.posting = false;
      state.postError = action.payload;
    },
    deleteStarted(state, action: PayloadAction<number>) {
      state.deleting = action.payload;
    },
    deleted(state, action: PayloadAction<number>) {
      state.deleting = null;
      const before = state.messages.length;
      state.messages = state.messages.filter((msg) => msg.id !== action.payload);
      if (state.messages.length < before) {
        state.offset -= 1;
        state.total -= 1;
      }
    },
    deleteFailed(state) {
      state.deleting = null;
    },
    removed(state) {
      state.removed = true;
      state.messages = [];
      state.total = 0;
      state.offset = 0;
    },
    reset: () => initialState,
  },
  extraReducers: (b) =>
    b
      .addCase(conversationRequested, (state, action) => ({
        ...initialState,
        // A refused no-JS post arrives before the page's load (formFailed): keep its reason and text.
        ...(state.status === 'idle'
          ? { postError: state.postError, draft: state.draft, failedStatus: state.failedStatus }
          : {}),
        status: 'loading',
        username: action.payload.username,
        start: action.payload.offset ?? 0,
        offset: action.payload.offset ?? 0,
      }))
      .addCase(muteSucceeded, (s, a) => setFlag(s, a.payload, 'mute', true))
      .addCase(unmuteSucceeded, (s, a) => setFlag(s, a.payload, 'mute', false))
      .addCase(blockSucceeded, (s, a) => setFlag(s, a.payload, 'block', true))
      .addCase(unblockSucceeded, (s, a) => setFlag(s, a.payload, 'block', false))
      .addCase(formFailed, (s, a) => {
        if (a.payload.form !== MESSAGE_FORM) return;
        s.postError = a.payload.message;
        s.draft = a.payload.values.body ?? '';
        s.failedStatus = a.payload.status;
      }),
});

export const conversationActions = conversationSlice.actions;
export const conversationReducer = conversationSlice.reducer;
type S = { conversation: ConversationState };
export const selectConversation = (s: S): ConversationState => s.conversation;

/** Why the reply area is replaced by a notice, or null when the viewer can reply. */
export type ReplyBlock = 'blocked' | 'muted' | 'inactive' | 'notAllowed' | null;
export const selectReplyBlock = (s: S): ReplyBlock => {
  const f = s.conversation.flags;
  if (f.safety.isBlocked || f.isBlockedByCurrentUser || f.isBlockingCurrentUser) return 'blocked';
  if (f.safety.isMuted || f.isMutedByCurrentUser) return 'muted';
  if (!f.isActive) return 'inactive';
  if (f.canSendPrivateMessage === false) return 'notAllowed';
  return null;
};
/** Messaging is enabled only when not loading, not muted or blocked, and the other user is active. */
export const selectCanMessage = (s: S): boolean =>
  s.conversation.status === 'succeeded' && selectReplyBlock(s) === null;
export const selectHasOlder = (s: S): boolean =>
  s.conversation.status === 'succeeded' && s.conversation.offset < s.conversation.total;

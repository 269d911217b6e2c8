/**
 * Mute and block in the store (accounts-safety-messaging §4): the confirmation modal, the toast,
 * the settings lists (8 a page, paged by the address), what the viewer did this session to each
 * account (so every safety menu shows Unmute after a mute), and the staff moderation modal of the
 * restricted profile. A shell slice: the modal is mounted on every page.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { SafetyUser, UserSafetyFlags } from '../../shared/safety/api';
import * as a from '../../shared/safety/actions';

export interface SafetyList {
  users: SafetyUser[];
  loaded: boolean;
  error: string | null;
}

export interface SafetyState {
  confirm: { kind: a.SafetyKind; target: a.SafetyTarget; busy: boolean } | null;
  toast: string | null;
  muted: SafetyList;
  blocked: SafetyList;
  /** By lower-cased username: the viewer's latest mute and block of that account this session. */
  relations: Record<string, { muted?: boolean; blocked?: boolean }>;
  moderation: { kind: a.ModerationKind; username: string; busy: boolean; error: string | null } | null;
}

const emptyList: SafetyList = { users: [], loaded: false, error: null };
export const initialSafetyState: SafetyState = {
  confirm: null,
  toast: null,
  muted: emptyList,
  blocked: emptyList,
  relations: {},
  moderation: null,
};

const key = (username: string): string => username.toLowerCase();
const without = (list: SafetyList, username: string): SafetyList => ({
  ...list,
  users: list.users.filter((u) => key(u.username) !== key(username)),
});

const slice = createSlice({
  name: 'safety',
  initialState: initialSafetyState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(a.confirmOpened, (s, { payload }) => {
      s.confirm = { ...payload, busy: false };
    })
      .addCase(a.confirmAccepted, (s) => {
        if (s.confirm) s.confirm.busy = true;
      })
      .addCase(a.confirmDismissed, (s) => {
        s.confirm = null;
      })
      .addCase(a.toastShown, (s, { payload }) => {
        s.toast = payload;
      })
      .addCase(a.toastDismissed, (s) => {
        s.toast = null;
      })
      .addCase(a.safetyFailed, (s, { payload }) => {
        s.confirm = null;
        s.toast = payload.message;
      })
      // The spec: the list gains the user and its loaded flag resets (it is read again when shown).
      .addCase(a.muteSucceeded, (s, { payload }) => {
        s.confirm = null;
        s.relations[key(payload.username)] = { ...s.relations[key(payload.username)], muted: true };
        s.muted = { ...s.muted, loaded: false };
      })
      .addCase(a.unmuteSucceeded, (s, { payload }) => {
        s.confirm = null;
        s.relations[key(payload.username)] = { ...s.relations[key(payload.username)], muted: false };
        s.muted = without(s.muted, payload.username);
      })
      .addCase(a.blockSucceeded, (s, { payload }) => {
        s.confirm = null;
        s.relations[key(payload.username)] = { ...s.relations[key(payload.username)], blocked: true };
        s.blocked = { ...s.blocked, loaded: false };
      })
      .addCase(a.unblockSucceeded, (s, { payload }) => {
        s.confirm = null;
        s.relations[key(payload.username)] = { ...s.relations[key(payload.username)], blocked: false };
        s.blocked = without(s.blocked, payload.username);
      })
      .addCase(a.mutedListLoaded, (s, { payload }) => {
        s.muted = { users: payload, loaded: true, error: null };
      })
      .addCase(a.blockedListLoaded, (s, { payload }) => {
        s.blocked = { users: payload, loaded: true, error: null };
      })
      .addCase(a.listFailed, (s, { payload }) => {
        s[payload.list] = { users: [], loaded: true, error: payload.message };
      })
      .addCase(a.moderationOpened, (s, { payload }) => {
        s.moderation = { ...payload, busy: false, error: null };
      })
      .addCase(a.moderationSubmitted, (s) => {
        if (s.moderation) s.moderation = { ...s.moderation, busy: true, error: null };
      })
      .addCase(a.moderationFailed, (s, { payload }) => {
        if (s.moderation) s.moderation = { ...s.moderation, busy: false, error: payload };
      })
      .addCase(a.moderationClosed, (s) => {
        s.moderation = null;
      })
      .addCase(a.moderationDone, (s, { payload }) => {
        s.moderation = null;
        s.toast = payload.message;
      });
  },
});

export const safetyReducer = slice.reducer;

type WithSafety = { safety: SafetyState };
export const selectSafety = (s: WithSafety): SafetyState => s.safety;
export const selectSafetyConfirm = (s: WithSafety) => s.safety.confirm;
export const selectSafetyToast = (s: WithSafety) => s.safety.toast;
export const selectMutedList = (s: WithSafety): SafetyList => s.safety.muted;
export const selectBlockedList = (s: WithSafety): SafetyList => s.safety.blocked;
export const selectModeration = (s: WithSafety) => s.safety.moderation;

/**
 * The viewer's mute and block of `username`: what they did this session, else what the page
 * loaded (`known`, e.g. the profile's `safety`).
 */
export function relationWith(
  s: WithSafety,
  username: string,
  known: { muted: boolean; blocked: boolean },
): { muted: boolean; blocked: boolean } {
  const r = s.safety.relations[key(username)] ?? {};
  return { muted: r.muted ?? known.muted, blocked: r.blocked ?? known.blocked };
}

/**
 * The user safety flags of a profile (spec §3) as the page shows them: the loaded `safety` and
 * `is…CurrentUser`, with the viewer's own mutes and blocks of this session on top.
 */
export function selectProfileSafetyFlags(
  s: WithSafety,
  user: {
    username: string;
    safety: { isMuted: boolean; isBlocked: boolean };
    isMutingCurrentUser?: boolean;
    isBlockingCurrentUser?: boolean;
  },
): UserSafetyFlags {
  const rel = relationWith(s, user.username, { muted: user.safety.isMuted, blocked: user.safety.isBlocked });
  return {
    isMutedByCurrentUser: rel.muted,
    isBlockedByCurrentUser: rel.blocked,
    isMutingCurrentUser: user.isMutingCurrentUser ?? false,
    isBlockingCurrentUser: user.isBlockingCurrentUser ?? false,
  };
}

import { createAction } from '@reduxjs/toolkit';
import type { SafetyUser } from './api';

/**
 * Mute and block, from any safety menu (profile, comment, conversation). The safety feature's sagas
 * own the flows: the confirmation modal (mute, unmute, unblock), the call, the toasts; other
 * features dispatch these and listen to the `…Succeeded` answers (the inbox updates the flags on its
 * threads with that user).
 */
export interface SafetyTarget {
  username: string;
  /** Display name for the toasts ("{name} is now muted. …"); the username when absent. */
  name?: string;
}

export const muteRequested = createAction<SafetyTarget>('safety/muteRequested');
export const unmuteRequested = createAction<SafetyTarget>('safety/unmuteRequested');
export const blockRequested = createAction<SafetyTarget>('safety/blockRequested');
export const unblockRequested = createAction<SafetyTarget>('safety/unblockRequested');

export const muteSucceeded = createAction<SafetyTarget>('safety/muteSucceeded');
export const unmuteSucceeded = createAction<SafetyTarget>('safety/unmuteSucceeded');
export const blockSucceeded = createAction<SafetyTarget>('safety/blockSucceeded');
export const unblockSucceeded = createAction<SafetyTarget>('safety/unblockSucceeded');

/** A mute or block call the server refused or that failed: the toast says which (spec §8). */
export const safetyFailed = createAction<SafetyTarget & { message: string }>('safety/failed');

/** The confirmation modal (mute, unmute, block, unblock): the flow waits for one of these. */
export type SafetyKind = 'mute' | 'unmute' | 'block' | 'unblock';
export const confirmOpened = createAction<{ kind: SafetyKind; target: SafetyTarget }>('safety/confirmOpened');
export const confirmAccepted = createAction('safety/confirmAccepted');
export const confirmDismissed = createAction('safety/confirmDismissed');
export const toastDismissed = createAction('safety/toastDismissed');
export const toastShown = createAction<string>('safety/toastShown');

/** The settings sections' lists (`/settings?section=mute|block`), also the pages' preload. */
export const mutedListRequested = createAction('safety/mutedListRequested');
export const blockedListRequested = createAction<{ me: string }>('safety/blockedListRequested');
export const mutedListLoaded = createAction<SafetyUser[]>('safety/mutedListLoaded');
export const blockedListLoaded = createAction<SafetyUser[]>('safety/blockedListLoaded');
export const listFailed = createAction<{ list: 'muted' | 'blocked'; message: string }>('safety/listFailed');

/** The restricted profile's staff actions (system admins and moderators): the modal, then the call. */
export type ModerationKind = 'close' | 'timeout';
export const moderationOpened = createAction<{ kind: ModerationKind; username: string }>(
  'safety/moderationOpened',
);
export const moderationClosed = createAction('safety/moderationClosed');
export const moderationSubmitted = createAction<{ reason: string }>('safety/moderationSubmitted');
export const moderationFailed = createAction<string>('safety/moderationFailed');
export const moderationDone = createAction<{ kind: ModerationKind; username: string; message: string }>(
  'safety/moderationDone',
);

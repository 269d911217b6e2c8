import { createAction } from '@reduxjs/toolkit';

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

/**
 * The safety feature's wire contract (accounts-safety-messaging §3, §7): mute and block. Shared by
 * the server routes, the client's HTTP adapter, and the features that show a safety menu (profile,
 * comments, inbox).
 */

/** A muted or blocked account as the settings lists show it (8 a page). */
export interface SafetyUser {
  username: string;
  avatar: string;
}

/** A muted account in `get_ignored_web`'s answer: the legacy NAME, with username and avatar. */
export interface MutedUser extends SafetyUser {
  name: string;
}

/** The blocked list (`GET /v4/users/{me}/blocks?get_all=true`, or a page with `limit`/`offset`). */
export interface SafetyUsersPage {
  users: SafetyUser[];
  total: number;
}

/** Muted and blocked lists show 8 users a page (spec §9). */
export const SAFETY_LIST_PAGE = 8;

/** The user safety flags on users, threads and conversations (spec §3). */
export interface UserSafetyFlags {
  isMutedByCurrentUser: boolean;
  isBlockedByCurrentUser: boolean;
  isMutingCurrentUser: boolean;
  isBlockingCurrentUser: boolean;
}

export const NO_SAFETY_FLAGS: UserSafetyFlags = {
  isMutedByCurrentUser: false,
  isBlockedByCurrentUser: false,
  isMutingCurrentUser: false,
  isBlockingCurrentUser: false,
};

export type IgnoreAction = 'ignore_user' | 'unignore_user' | 'get_ignored_web';

export const safetyPaths = {
  /** POST mute / unmute, GET (`get_ignored_web`) the viewer's muted list (`[{name}]`, legacy "list of NAME"). */
  ignoreUser: (username: string, action: IgnoreAction): string =>
    `/apiv2/ignoreuser?id=${encodeURIComponent(username)}&action=${action}`,
  /** GET `?get_all=true` the viewer's blocked list; POST (our shape: no body) blocks `username`; DELETE unblocks it. */
  blocks: (username: string): string => `/v4/users/${encodeURIComponent(username)}/blocks`,
} as const;

/** Legacy error code for a refused mute (spec §8: "code 467 shows the server's message"). */
export const SAFETY_REFUSED_CODE = 467;

/** The safety feature's texts, verbatim from accounts-safety-messaging §8 (and ours, marked). */
export const SAFETY_MESSAGES = {
  muted: (name: string): string => `${name} is now muted. You can unmute them at any time.`,
  unmuted: (name: string): string => `${name} is now unmuted. You can mute them at any time.`,
  unblocked: (name: string): string => `${name} is now unblocked. You can block them at any time.`,
  /** Ours: the spec names a "blocked toast" without its words; shaped like the others. */
  blocked: (name: string): string => `${name} is now blocked. You can unblock them at any time.`,
  muteFailed: 'There was an error muting this user. Please try again.',
  unmuteFailed: 'There was an error unmuting this user. Please try again.',
  unblockFailed: 'There was an error unblocking this user. Please try again.',
  /** Ours (the spec has no block-failure text). */
  blockFailed: 'There was an error blocking this user. Please try again.',
  listFailed: 'Something went wrong. Please try again',
  unblockWarning:
    'This account will now be able to follow you, send you messages, post on your profile, and read and comment on your stories. This action can take 30 minutes to take effect.',
  // Ours: the confirmation modals' titles and bodies.
  confirmMuteTitle: (name: string): string => `Mute ${name}?`,
  confirmMuteBody:
    "You won't see their comments or messages. They won't be told. Mute can take up to 30 minutes to take effect.",
  confirmUnmuteTitle: (name: string): string => `Unmute ${name}?`,
  confirmUnmuteBody: 'You will see their comments and messages again.',
  confirmBlockTitle: (name: string): string => `Block ${name}?`,
  confirmBlockBody:
    "This account won't be able to follow you, send you messages, post on your profile, or read and comment on your stories. Block can take up to 30 minutes to take effect.",
  confirmUnblockTitle: (name: string): string => `Unblock ${name}?`,
  // Ours: the server's refusals (code 467 for mutes and blocks the rules refuse).
  cannotMuteSelf: "You can't mute yourself.",
  cannotBlockSelf: "You can't block yourself.",
  cannotMuteStaff: "Staff accounts can't be muted.",
  cannotBlockStaff: "Staff accounts can't be blocked.",
  /** A blocked account's follow of the blocker (403). */
  blockedFollow: "You can't follow this account.",
  notYourBlocks: 'You can only see the accounts you block.',
  badAction: 'Invalid value for action: ignore_user, unignore_user or get_ignored_web',
  mutedListEmpty: "You haven't muted anyone.",
  blockedListEmpty: "You haven't blocked anyone.",
} as const;

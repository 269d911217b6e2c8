/**
 * Moderation's wire contract (accounts-safety-messaging §2 restricted profile, §6): system admins and
 * moderators close an account with one of the 12 reasons, or time it out for 2 days with a reason.
 * The profile's moderation dropdown calls these; the staff tickets queue acts through them too.
 */

/** Time-out length (spec §9). */
export const TIMEOUT_DAYS = 2;

export interface CloseAccountBody {
  /** One of the spec's close-account reasons (`CLOSE_REASONS` in shared/privacy/accountValidation). */
  reason: string;
  /** The support ticket this acts on, if any (the queue marks it resolved with the action). */
  ticketId?: number;
}

export interface TimeoutBody {
  reason: string;
  ticketId?: number;
}

export interface ModerationResult {
  username: string;
  /** ISO time the time-out ends (time-out only). */
  timeoutUntil?: string;
  closed?: boolean;
}

export const moderationPaths = {
  close: (username: string): string => `/v5/moderation/users/${encodeURIComponent(username)}/close`,
  timeout: (username: string): string => `/v5/moderation/users/${encodeURIComponent(username)}/timeout`,
} as const;

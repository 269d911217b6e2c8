/** The per-user message post limit (validation.ts: 20 a minute), shared by every process through Redis. */
import type { Redis } from 'ioredis';
import { ApiError } from '../../../shared/common/errors';
import {
  INBOX_ERRORS as E,
  MESSAGE_POST_WINDOW_MS,
  MESSAGE_POSTS_PER_WINDOW,
} from '../../../shared/inbox/validation';
import { createUserLimiter, type UserLimitOptions } from '../../security/userLimiter';

export interface MessageLimits {
  /** Counts a post by `userId`; throws the 429 when it is one too many. */
  hit(userId: number): Promise<void>;
}

export const DEFAULT_MESSAGE_LIMITS: UserLimitOptions = {
  limit: MESSAGE_POSTS_PER_WINDOW,
  windowMs: MESSAGE_POST_WINDOW_MS,
};

const tooFast = (): ApiError => new ApiError(429, 429, E.tooFast, 'RateLimited');

export function createMessageLimits(
  redis: Redis | null,
  options: UserLimitOptions = DEFAULT_MESSAGE_LIMITS,
): MessageLimits {
  const limiter = createUserLimiter(redis, 'rl:inbox:', options, tooFast);
  return { hit: (userId) => limiter.hit(`u${userId}`) };
}

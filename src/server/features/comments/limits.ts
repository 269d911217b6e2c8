/** The per-user comment post limit (validation.ts: 10 a minute), shared by every process through Redis. */
import type { Redis } from 'ioredis';
import { ApiError } from '../../../shared/common/errors';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import { COMMENT_POST_WINDOW_MS, COMMENT_POSTS_PER_WINDOW } from '../../../shared/comments/validation';
import { createUserLimiter, type UserLimitOptions } from '../../security/userLimiter';

export interface CommentLimits {
  /** Counts a post by `userId`; throws the 429 when it is one too many. */
  hit(userId: number): Promise<void>;
}

export const DEFAULT_COMMENT_LIMITS: UserLimitOptions = {
  limit: COMMENT_POSTS_PER_WINDOW,
  windowMs: COMMENT_POST_WINDOW_MS,
};

export const tooFast = (): ApiError => new ApiError(429, 429, M.tooFast, 'RateLimited');

export function createCommentLimits(
  redis: Redis | null,
  options: UserLimitOptions = DEFAULT_COMMENT_LIMITS,
): CommentLimits {
  const limiter = createUserLimiter(redis, 'rl:comments:', options, tooFast);
  return { hit: (userId) => limiter.hit(`u${userId}`) };
}

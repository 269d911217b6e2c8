/**
 * The ticket limit (issue 27 point 10): `REPORTS_PER_WINDOW` tickets per window per signed-in user,
 * or per address for visitors; shared by every process through Redis.
 */
import type { Redis } from 'ioredis';
import { ApiError } from '../../../shared/common/errors';
import { REPORTS_MESSAGES as M } from '../../../shared/reports/messages';
import { REPORT_WINDOW_MS, REPORTS_PER_WINDOW } from '../../../shared/reports/validation';
import { createUserLimiter, type UserLimiter, type UserLimitOptions } from '../../security/userLimiter';

/** Counts a ticket by `key` (`u{id}` or `ip:{address}`). */
export type ReportLimits = UserLimiter;

export const DEFAULT_REPORT_LIMITS: UserLimitOptions = {
  limit: REPORTS_PER_WINDOW,
  windowMs: REPORT_WINDOW_MS,
};

export const tooManyReports = (): ApiError => new ApiError(429, 429, M.tooMany, 'RateLimited');

export function createReportLimits(
  redis: Redis | null,
  options: UserLimitOptions = DEFAULT_REPORT_LIMITS,
): ReportLimits {
  return createUserLimiter(redis, 'rl:reports:', options, tooManyReports);
}

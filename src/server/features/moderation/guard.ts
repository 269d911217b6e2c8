/**
 * The one write guard of the product (issue 27): a timed-out user reads but does not write. Every
 * write route asks it (through `timeoutGuard`, mounted by path, and features calling it directly,
 * e.g. the inbox); the answer comes from the policy's `timeoutEndsAt`.
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { moderationMessages as m } from '../../../shared/moderation/messages';
import type { ServiceContext } from '../../context';
import { timeoutEndsAt } from '../../policy/visibility';

/** The error a timed-out viewer's write gets: 403 code 1154, with when the time-out ends. */
export const timedOutError = (until: Date): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, m.timedOut(until), 'TimedOut');

/** Throws `timedOutError` while the viewer's time-out runs; visitors and everyone else pass. */
export async function assertCanWrite(ctx: ServiceContext): Promise<void> {
  const until = await timeoutEndsAt(ctx);
  if (until) throw timedOutError(until);
}

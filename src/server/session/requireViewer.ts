/** The signed-in-only rule every feature's user-scoped service applies (401, code 1018). */
import { ApiError, ErrorCode } from '../../shared/common/errors';
import type { Viewer } from '../../shared/common/session';
import type { ServiceContext } from '../context';

export const notLoggedIn = (): ApiError =>
  new ApiError(401, ErrorCode.NotLoggedIn, 'You must be logged in to do this', 'NotLoggedIn');

export function requireViewer(ctx: ServiceContext): Viewer {
  if (!ctx.viewer) throw notLoggedIn();
  return ctx.viewer;
}

import { ApiError } from '../../../shared/common/errors';
import type { ReverificationApi } from '../../../shared/reverification/api';

/** The re-verification modal is a browser-only flow: server rendering never asks. */
export function createReverificationServerApi(): ReverificationApi {
  const refuse = () => Promise.reject(new ApiError(400, 1005, 'Not available while rendering'));
  return { status: refuse, confirm: refuse };
}

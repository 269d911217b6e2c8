import { ApiError } from '../../../shared/api/errors';
import type { VerificationApi } from '../../../shared/api/verification';

/** Server rendering never sends mail: resending is a browser action only. */
export function createVerificationServerApi(): VerificationApi {
  return {
    resendActivation: () => Promise.reject(new ApiError(400, 1005, 'Not available while rendering')),
  };
}

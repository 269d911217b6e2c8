import { ApiError } from '../../../shared/common/errors';
import type { RecoveryApi } from '../../../shared/recovery/api';

/** Server rendering never sends mail: resending is a browser action only. */
export function createRecoveryServerApi(): RecoveryApi {
  return {
    resendActivation: () => Promise.reject(new ApiError(400, 1005, 'Not available while rendering')),
  };
}

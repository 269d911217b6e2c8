import type { ResendActivationResult, RecoveryApi } from '../../../shared/recovery/api';
import { request } from '../../api/request';

export function createRecoveryHttpApi(base: string): RecoveryApi {
  return {
    resendActivation: (csrfToken) =>
      request<ResendActivationResult>(base, '/api/v3/users/validate', {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
        },
        body: 'activation_email=true',
      }),
  };
}

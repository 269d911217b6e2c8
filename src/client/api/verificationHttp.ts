import type { ResendActivationResult, VerificationApi } from '../../shared/api/verification';
import { request } from './http';

export function createVerificationHttpApi(base: string): VerificationApi {
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

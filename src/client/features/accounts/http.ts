import type { Api } from '../../../shared/api';
import type { PasswordCheckResult, PasswordPolicies } from '../../../shared/accounts/api';
import { request } from '../../api/request';

/** The password-strength calls of the sign-up form. */
export function createAccountsHttpApi(base: string): Api['accounts'] {
  return {
    passwordPolicies: () => request<PasswordPolicies>(base, '/v5/password-strength/policies'),
    csrfToken: () => request<{ csrfToken: string }>(base, '/v5/csrf-token', { cache: 'no-store' }),
    checkPassword: (body, csrfToken) =>
      request<PasswordCheckResult>(base, '/v5/password-strength/check', {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
        },
        body: JSON.stringify(body),
      }),
  };
}

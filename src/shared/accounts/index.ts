import type { PasswordCheckRequest, PasswordCheckResult, PasswordPolicies } from './api';

/** The accounts feature's part of the `Api` contract. */
export interface AccountsApiPart {
  accounts: {
    /** `GET /v5/password-strength/policies` */
    passwordPolicies(): Promise<PasswordPolicies>;
    /** `GET /v5/csrf-token`: a CSRF token for forms opened on a page served without one. */
    csrfToken(): Promise<{ csrfToken: string }>;
    /** `POST /v5/password-strength/check` (a write: it carries the session's CSRF token) */
    checkPassword(body: PasswordCheckRequest, csrfToken: string | null): Promise<PasswordCheckResult>;
  };
}

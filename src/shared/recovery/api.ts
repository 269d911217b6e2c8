/** Email-verification calls (accounts-safety-messaging.md §7). */
export interface ResendActivationResult {
  email: string;
}

export interface RecoveryApi {
  /** `POST /api/v3/users/validate` with `activation_email=true` (signed-in; carries the CSRF token). */
  resendActivation(csrfToken: string | null): Promise<ResendActivationResult>;
}

/** Email re-verification calls (accounts-safety-messaging.md §3, §7). */
export interface EmailReverificationStatus {
  is_email_reverified: boolean;
  max_skips: number;
  days_between_reminders: number;
}

export interface CurrentUserReverification {
  email?: string | null;
  verified_email: boolean;
  email_reverification_status: EmailReverificationStatus;
}

export interface ReverificationApi {
  /** `GET /api/v3/internal/current_user?fields=email,email_reverification_status,verified_email` */
  status(): Promise<CurrentUserReverification>;
  /** `PUT /api/v3/users/{username}` with `is_email_reverified` (carries the CSRF token). */
  confirm(username: string, csrfToken: string | null): Promise<void>;
}

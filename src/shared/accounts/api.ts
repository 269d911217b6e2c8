/** Contracts of the sign-up and log-in calls (spec §7). */

/** `GET /v5/password-strength/policies`: what a sign-up password must satisfy. */
export interface PasswordPolicies {
  minLength: number;
  maxLength: number;
  /** Smallest strength score (0–4) that passes. */
  minScore: number;
  /** Unicode normalisation applied before measuring, checking and hashing. */
  normalization: 'NFKC';
  /** Common and breached-list passwords are refused whatever their score. */
  commonPasswordsRefused: boolean;
}

/** `POST /v5/password-strength/check` body. */
export interface PasswordCheckRequest {
  password: string;
  requester?: { username?: string; firstName?: string; lastName?: string };
}

/** Its answer: INVALID gives "Your password doesn't meet the requirements." */
export interface PasswordCheckResult {
  result: 'VALID' | 'INVALID';
  /** 0 (guessed at once) … 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** log10 of the estimated number of guesses. */
  guessesLog10: number;
  feedback: { warning: string | null; suggestions: string[] };
}

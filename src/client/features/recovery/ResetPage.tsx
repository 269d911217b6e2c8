import { useState } from 'react';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import {
  isResetPasswordLengthValid,
  RESET_PASSWORD_MAX,
  RESET_PASSWORD_MIN,
} from '../../../shared/recovery/validation';
import styles from './Recovery.module.css';
import { useRecoveryPage } from '../../components/forms/useRecoveryPage';

const ERRORS: Record<string, string> = {
  error_invalid_password_length: m.invalidPasswordLength,
  error_weak_password: m.weakPassword,
};

/**
 * `/reset?at={token}`: the new password (the one password policy: 10–128 characters, then the
 * server's strength check). With JavaScript the button stays
 * disabled until the length is right; without it the server checks (and always does).
 */
export default function ResetPage() {
  const { query, csrf, hydrated } = useRecoveryPage();
  const [password, setPassword] = useState('');
  if (query.done === 'push') {
    return (
      <section className={styles.panel} aria-labelledby="reset-title">
        <h1 id="reset-title">{m.resetTitle}</h1>
        <p className={styles.info} role="status">
          {m.resetDonePush}
        </p>
      </section>
    );
  }
  // Only a known key (own property): `?error=__proto__` must not reach the page as an object.
  const serverError =
    query.error && Object.prototype.hasOwnProperty.call(ERRORS, query.error)
      ? ERRORS[query.error]
      : undefined;
  const tooShort = hydrated && password.length > 0 && !isResetPasswordLengthValid(password);
  return (
    <section className={styles.panel} aria-labelledby="reset-title">
      <h1 id="reset-title">{m.resetTitle}</h1>
      {serverError && (
        <p className={styles.danger} role="alert">
          {serverError}
        </p>
      )}
      <form method="post" action="/reset">
        <input type="hidden" name="_csrf" value={csrf ?? ''} />
        <input type="hidden" name="at" value={query.at ?? ''} />
        {query.isFromPushNotification === 'true' && (
          <input type="hidden" name="isFromPushNotification" value="true" />
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="reset-password">
            {m.resetLabel}
          </label>
          <input
            id="reset-password"
            className={styles.input}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={RESET_PASSWORD_MIN}
            maxLength={RESET_PASSWORD_MAX}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="reset-hint"
            aria-invalid={tooShort || undefined}
          />
          <span id="reset-hint" className={tooShort ? styles.error : styles.hint}>
            {tooShort ? m.invalidPasswordLength : m.resetHint}
          </span>
        </div>
        <div className={styles.actions}>
          <button
            className={styles.primary}
            type="submit"
            disabled={hydrated && !isResetPasswordLengthValid(password)}
          >
            {m.resetSubmit}
          </button>
          <a className={styles.secondary} href="/login">
            {m.cancel}
          </a>
        </div>
      </form>
    </section>
  );
}

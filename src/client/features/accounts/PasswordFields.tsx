import { useSelector } from 'react-redux';
import {
  selectPasswordPolicies,
  selectPasswordStrength,
  verdictFor,
} from '../../../reducers/accounts/accountsSlice';
import {
  confirmPasswordStatus,
  PASSWORD_MAX,
  PASSWORD_MIN,
  validatePassword,
} from '../../../shared/accounts/validation';
import styles from './Accounts.module.css';
import { ReservedMessage } from './ReservedMessage';

const SCORE_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'];

interface Props {
  password: string;
  confirm: string;
  /** Show the rule's errors (after blur, or after a refused submit). */
  showPassword: boolean;
  showConfirm: boolean;
  /** The server's errors of the last post (shown until the field changes). */
  serverErrors: Record<string, string | undefined>;
  onChange(name: 'password' | 'confirmPassword', value: string): void;
  onBlur(name: 'password' | 'confirmPassword'): void;
}

/** Password + confirm with the strength check's verdict (the policy's 10–128 length alone when unavailable). */
export function PasswordFields({
  password,
  confirm,
  showPassword,
  showConfirm,
  serverErrors,
  onChange,
  onBlur,
}: Props) {
  const strength = useSelector(selectPasswordStrength);
  const policies = useSelector(selectPasswordPolicies);
  const verdict = verdictFor(strength, password);
  const passwordError = validatePassword(password, verdict);
  const confirmStatus = confirmPasswordStatus(password, confirm, !passwordError);
  const pwError = showPassword ? passwordError : serverErrors.password;
  const confirmError = showConfirm ? confirmStatus.error : serverErrors.confirmPassword;
  const result = strength.status === 'checked' && strength.password === password ? strength.result : null;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="signup-password">Password</label>
        <input
          id="signup-password"
          className={styles.input}
          type="password"
          name="password"
          autoComplete="new-password"
          aria-required="true"
          aria-invalid={pwError ? true : undefined}
          aria-describedby="signup-password-hint signup-password-error"
          value={password}
          onChange={(e) => onChange('password', e.target.value)}
          onBlur={() => onBlur('password')}
        />
        {/* Its place is kept while the password is (re)checked: nothing below moves. */}
        <div className={styles.strength} aria-live="polite">
          {result && (
            <>
              <p className={styles.meter} aria-hidden="true">
                {[0, 1, 2, 3].map((i) => (
                  <span key={i} className={result.score > i ? styles.on : undefined} />
                ))}
              </p>
              <p className={styles.hint}>
                Strength: {SCORE_LABELS[result.score]}
                {result.feedback.warning ? `. ${result.feedback.warning}` : ''}
              </p>
            </>
          )}
        </div>
        <p id="signup-password-hint" className={styles.hint}>
          Use {policies?.minLength ?? PASSWORD_MIN} to {policies?.maxLength ?? PASSWORD_MAX} characters.
        </p>
        <ReservedMessage id="signup-password-error" error={pwError} lines={2} />
      </div>
      <div className={styles.field}>
        <label htmlFor="signup-confirm">Confirm password</label>
        <input
          id="signup-confirm"
          className={styles.input}
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          aria-required="true"
          aria-invalid={confirmError ? true : undefined}
          aria-describedby="signup-confirm-message"
          value={confirm}
          onChange={(e) => onChange('confirmPassword', e.target.value)}
          onBlur={() => onBlur('confirmPassword')}
        />
        <ReservedMessage
          id="signup-confirm-message"
          error={confirmError}
          success={showConfirm ? confirmStatus.success : null}
          lines={2}
        />
      </div>
    </>
  );
}

import { PRONOUNS } from '../../../shared/accounts/messages';
import styles from './Accounts.module.css';
import { ReservedMessage } from './ReservedMessage';

/** The optional pronouns select of the sign-up forms (email sign-up and the social completion form). */
export function PronounsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | null;
  onChange(value: string): void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor="signup-pronouns">
        Pronouns <span className={styles.optional}>(optional)</span>
      </label>
      <select
        id="signup-pronouns"
        name="pronouns"
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Choose your pronouns</option>
        {PRONOUNS.map((p) => (
          <option key={p.code} value={p.code}>
            {p.label}
          </option>
        ))}
      </select>
      <ReservedMessage id="signup-pronouns-error" error={error} />
    </div>
  );
}

/** The marketing opt-in and the required Terms/Privacy consent of the sign-up forms. */
export function ConsentFields({
  marketing,
  policy,
  policyError,
  onChange,
}: {
  marketing: boolean;
  policy: boolean;
  policyError?: string | null;
  onChange(field: 'marketing' | 'policy', checked: boolean): void;
}) {
  return (
    <>
      <div className={styles.check}>
        <input
          id="signup-marketing"
          type="checkbox"
          name="marketing"
          checked={marketing}
          onChange={(e) => onChange('marketing', e.target.checked)}
        />
        <label htmlFor="signup-marketing">Send me stories, news and offers I might like by email.</label>
      </div>
      <div className={styles.field}>
        <div className={styles.check}>
          <input
            id="signup-policy"
            type="checkbox"
            name="policy"
            aria-required="true"
            aria-invalid={policyError ? true : undefined}
            aria-describedby="signup-policy-error"
            checked={policy}
            onChange={(e) => onChange('policy', e.target.checked)}
          />
          <label htmlFor="signup-policy">
            I agree to the <a href="/terms">Terms of Service</a> and the <a href="/privacy">Privacy Policy</a>
            .
          </label>
        </div>
        <ReservedMessage id="signup-policy-error" error={policyError} />
      </div>
    </>
  );
}

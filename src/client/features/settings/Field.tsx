import type { InputHTMLAttributes, ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectCsrfToken } from '../../../reducers/session/sessionSlice';
import { settingsMessages as m } from '../../../shared/settings/messages';
import styles from './Settings.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | null;
  /** Shown under the field when there is no error (a hint or a status). */
  note?: ReactNode;
};

/** A labelled input with its message underneath (the message is what aria-describedby points at). */
export function Field({ id, label, error, note, ...input }: Props) {
  const messageId = `${id}-message`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || note ? messageId : undefined}
        {...input}
      />
      {error ? (
        <span id={messageId} className={styles.error}>
          {error}
        </span>
      ) : note ? (
        <span id={messageId}>{note}</span>
      ) : null}
    </div>
  );
}

/**
 * The hidden fields every settings form posts: the CSRF token, which form it is (`POST /settings`)
 * and the user's id (the spec's calls carry it; the server refuses another user's).
 */
export function FormHidden({ form, userId }: { form?: string; userId?: number }) {
  const token = useSelector(selectCsrfToken);
  return (
    <>
      <input type="hidden" name="_csrf" value={token ?? ''} />
      {form && <input type="hidden" name="form" value={form} />}
      {userId !== undefined && <input type="hidden" name="id" value={userId} />}
    </>
  );
}

/** Save (disabled while `disabled`) and, in the page form (no dialog), Cancel back to the account section. */
export function FormActions({ disabled, dialog }: { disabled: boolean; dialog: boolean }) {
  return (
    <div className={styles.actions}>
      <button className={styles.primary} type="submit" disabled={disabled}>
        {m.save}
      </button>
      {!dialog && (
        <a className={styles.link} href="/settings?section=account">
          {m.cancel}
        </a>
      )}
    </div>
  );
}

/** The account's password, which the email and username changes ask for ('password' field). */
export function PasswordField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field
      id={props.id}
      label={m.yourPassword}
      name="password"
      type="password"
      autoComplete="current-password"
      required
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.error}
    />
  );
}

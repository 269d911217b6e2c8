import type { ReactNode } from 'react';
import styles from './MyWorks.module.css';

/** What a Field gives its control: its id, and the error it is described by (when there is one). */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-describedby'?: string;
}

/**
 * One story-settings field: its label, its control (given the id, the name and the error's id)
 * and its error under it (`story-{name}`, `story-{name}-error`).
 */
export function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = `story-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A story-settings checkbox with its label and hint (posts `1` when checked). */
export function CheckField({
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <strong>{label}</strong>
        <br />
        <span className={styles.hint}>{hint}</span>
      </span>
    </label>
  );
}

import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectCsrfToken } from '../../../reducers/session/sessionSlice';
import styles from './FormParts.module.css';

/** The spec's alerts: `danger` (the server's msg) or `info` (notice). */
export function Alert({ tone, children }: { tone: 'danger' | 'info'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The session's CSRF token as the `_csrf` field every form posts. */
export function CsrfField() {
  const token = useSelector(selectCsrfToken);
  return <input type="hidden" name="_csrf" value={token ?? ''} />;
}

/** An error under a field (its id is what the field's aria-describedby points at). */
export function FieldMessage({
  id,
  error,
  success,
}: {
  id: string;
  error?: string | null;
  success?: string | null;
}) {
  if (error)
    return (
      <p id={id} className={styles.error}>
        {error}
      </p>
    );
  if (success)
    return (
      <p id={id} className={styles.success} role="status">
        {success}
      </p>
    );
  return null;
}

/** `path?nextUrl=…` (no query when there is no next place). */
export const withNext = (path: string, next: string | null): string =>
  next ? `${path}?nextUrl=${encodeURIComponent(next)}` : path;

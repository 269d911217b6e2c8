import { LOADER_DELAY_MS } from '../../shared/common/limits';
import styles from './Loader.module.css';

/**
 * A loading status that becomes visible only after 500 ms (reading-discovery §9 "loader shows
 * after 500 ms"; the delay is in Loader.module.css), so quick loads never flash a spinner. It is
 * pure markup: a server-rendered page shows it too.
 */
export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className={styles.loader} style={{ animationDelay: `${LOADER_DELAY_MS}ms` }}>
      <Spinner /> {label}
    </p>
  );
}

/**
 * The spinner alone, shown at once: inside a control that is busy (a button while it posts). With
 * `label` it is the control's accessible text; without, decoration beside a text.
 */
export function Spinner({ label }: { label?: string }) {
  return label ? (
    <span className={styles.spinner} role="img" aria-label={label} />
  ) : (
    <span className={styles.spinner} aria-hidden="true" />
  );
}

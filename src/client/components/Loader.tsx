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
      <span className={styles.spinner} aria-hidden="true" /> {label}
    </p>
  );
}

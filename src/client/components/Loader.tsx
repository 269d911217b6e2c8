import { useEffect, useState } from 'react';
import { LOADER_DELAY_MS } from '../../shared/text/limits';
import styles from './Loader.module.css';

/**
 * A loading status that shows its spinner and text only after 500 ms (reading-discovery §9
 * "loader shows after 500 ms"): quick loads never flash a spinner. The live region is there from the
 * start, so assistive technology hears the text when it appears.
 */
export function Loader({
  label = 'Loading…',
  delayMs = LOADER_DELAY_MS,
}: {
  label?: string;
  delayMs?: number;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const t = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(t);
  }, [delayMs]);
  return (
    <p role="status" className={styles.loader}>
      {shown && (
        <>
          <span className={styles.spinner} aria-hidden="true" /> {label}
        </>
      )}
    </p>
  );
}

import { readerMessages as m } from '../../../shared/reader/messages';
import styles from './ReaderExtras.module.css';

/** In place of a paywalled part's text when the viewer has no access (purchase comes later). */
export function LockedPart() {
  return (
    <section className={styles.locked} aria-labelledby="locked-title">
      <p className={styles.lockIcon} aria-hidden="true">
        🔒
      </p>
      <h2 id="locked-title">{m.lockedTitle}</h2>
      <p>{m.lockedBody}</p>
    </section>
  );
}

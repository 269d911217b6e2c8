import styles from './Comments.module.css';

/**
 * An ad slot between comments (reading-discovery §9): an empty, labelled placeholder with its
 * height reserved. No third-party ad code is loaded; an ad server could fill it later.
 */
export function AdSlot() {
  return (
    <li className={styles.adSlot} aria-label="Advertisement" data-ad-slot="">
      <span className={styles.adLabel}>Advertisement</span>
    </li>
  );
}

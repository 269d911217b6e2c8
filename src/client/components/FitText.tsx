import { truncate } from '../../shared/common/format';
import styles from './FitText.module.css';

/**
 * Text cut at a length per screen width (reading-discovery §9: "500, 250 or 100 by width"). Each
 * cut is rendered and CSS shows one (980 px and 575 px breakpoints), so the server's HTML and the
 * hydrated page agree and the cut follows a resize (hidden cuts are display: none, so assistive
 * technology reads one). Text short enough for every width renders once.
 */
export function FitText({
  text,
  wide,
  medium = wide,
  narrow,
}: {
  text: string;
  wide: number;
  medium?: number;
  narrow: number;
}) {
  if (text.length <= narrow) return <>{text}</>;
  return (
    <>
      <span className={styles.wide}>{truncate(text, wide)}</span>
      <span className={styles.medium}>{truncate(text, medium)}</span>
      <span className={styles.narrow}>{truncate(text, narrow)}</span>
    </>
  );
}

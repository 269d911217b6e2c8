import { COVER_WIDTHS, coverHeight } from '../../shared/common/media';
import styles from './Cover.module.css';

/** A story cover at `width` CSS px, with a 2x source. `src` is the API's cover URL (carries `-256-`). */
export function Cover({
  src,
  title,
  width,
  eager = false,
}: {
  src: string;
  title: string;
  width: number;
  eager?: boolean;
}) {
  const at = (w: number) => src.replace(/-\d+-(?=[^-/]*$)/, `-${w}-`);
  const w1 = COVER_WIDTHS.find((w) => w >= width) ?? 512;
  const w2 = COVER_WIDTHS.find((w) => w >= width * 2) ?? 512;
  return (
    <img
      className={styles.cover}
      src={at(w1)}
      srcSet={`${at(w1)} 1x, ${at(w2)} 2x`}
      width={width}
      height={coverHeight(width)}
      alt={`Cover of ${title}`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

import type { ContinueReadingItem } from '../../../../shared/api/home';
import { truncate } from '../../../../shared/text/format';
import { TEXT_LIMITS as L } from '../../../../shared/text/limits';
import { pathOf } from '../../../../shared/text/slug';
import { Cover } from '../../../components/Cover';
import { Link } from '../../../router/Link';
import styles from '../Home.module.css';

export function ContinueReading({ items }: { items: ContinueReadingItem[] }) {
  return (
    <ul className={styles.carouselTrack}>
      {items.map((s) => (
        <li key={s.id}>
          <Link href={pathOf(s.current_part.url)} className={styles.tile}>
            <Cover src={s.cover} title={s.title} width={s.type === 'currentRead' ? 176 : 144} />
            <span className={styles.tileTitle}>{truncate(s.title, L.storyItemTitle)}</span>
            <span className={styles.tileMeta}>
              Part {s.current_part.number} of {s.total_parts}
              {s.new_parts > 0 ? ` · ${s.new_parts} new` : ''}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

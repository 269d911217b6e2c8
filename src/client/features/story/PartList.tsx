import type { PartSummary } from '../../../shared/api/stories';
import { readingMessages as m } from '../../../shared/messages/reading';
import { formatDateTime } from '../../../shared/text/format';
import { pathOf } from '../../../shared/text/slug';
import { Link } from '../../router/Link';
import styles from './StoryPage.module.css';

const NEW_PART_MS = 14 * 24 * 3600 * 1000;

/** A part is new when it is not a draft and was created within the last 14 days. */
export const isNewPart = (p: PartSummary, now: number): boolean =>
  !p.draft && now - Date.parse(p.createDate) < NEW_PART_MS;

export function PartList({
  parts,
  now,
  currentId,
}: {
  parts: PartSummary[];
  now: number;
  currentId?: number;
}) {
  return (
    <ol className={styles.parts}>
      {parts.map((p) => (
        <li key={p.id} className={styles.part} aria-current={p.id === currentId ? 'page' : undefined}>
          <Link href={pathOf(p.url)} className={styles.partLink}>
            {p.title}
          </Link>
          <span className={styles.partMeta}>
            {p.draft && <span className={styles.status}>{m.draft}</span>}
            {p.deleted && <span className={styles.status}>{m.deleted}</span>}
            {isNewPart(p, now) && <span className={styles.new}>New</span>}
            <time dateTime={p.createDate}>{formatDateTime(p.createDate)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

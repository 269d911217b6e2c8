import { isNewPart, type PartSummary, type Story } from '../../../shared/stories/api';
import { readerMessages as r } from '../../../shared/reader/messages';
import { readingMessages as m } from '../../../shared/stories/messages';
import { formatDateTime, formatWhen } from '../../../shared/common/format';
import { pathOf } from '../../../shared/common/slug';
import { Link } from '../../router/Link';
import styles from './StoryPage.module.css';

/** On mobile (< 650 px) the list shows only the last parts until See all (reading-discovery §9). */
export const MOBILE_VISIBLE_PARTS = 3;

/** The statuses a part shows, from its data (reading-discovery §3 Part). */
export function partStatuses(p: PartSummary, now: number): string[] {
  const out: string[] = [];
  if (p.deleted) out.push(m.deleted);
  else if (p.isScheduledPart && p.scheduledPublishDate)
    out.push(r.statusScheduled(formatDateTime(p.scheduledPublishDate)));
  else if (p.draft) out.push(m.draft);
  if (p.isBonusPart) out.push(r.statusBonus);
  if (p.isBlocked) out.push(r.statusLocked);
  // The shared rule on the page's clock (the server's `new` is as of its answer, which may be cached).
  if (isNewPart(p, now)) out.push(r.statusNew);
  return out;
}

export function PartList({
  parts,
  now,
  currentId,
  showAll,
  seeAllHref,
}: {
  parts: PartSummary[];
  now: number;
  currentId?: number;
  /** Without it, small screens show only the last MOBILE_VISIBLE_PARTS parts and a See all link. */
  showAll?: boolean;
  seeAllHref?: string;
}) {
  const collapsible = !showAll && parts.length > MOBILE_VISIBLE_PARTS;
  return (
    <>
      <ol className={`${styles.parts} ${collapsible ? styles.collapsed : ''}`}>
        {parts.map((p) => (
          <li key={p.id} className={styles.part} aria-current={p.id === currentId ? 'page' : undefined}>
            <Link href={pathOf(p.url)} className={styles.partLink}>
              {p.isBlocked && (
                <span className={styles.lock} role="img" aria-label={r.statusLocked}>
                  🔒{' '}
                </span>
              )}
              {p.title}
            </Link>
            <span className={styles.partMeta}>
              {partStatuses(p, now)
                .filter((s) => s !== r.statusLocked)
                .map((s) => (
                  <span key={s} className={s === r.statusNew ? styles.new : styles.status}>
                    {s}
                  </span>
                ))}
              <time dateTime={p.createDate}>{formatWhen(p.createDate, now)}</time>
            </span>
          </li>
        ))}
      </ol>
      {collapsible && seeAllHref && (
        <p className={styles.seeAll}>
          <Link href={seeAllHref}>
            {r.seeAll} ({parts.length})
          </Link>
        </p>
      )}
    </>
  );
}

/**
 * Parts scheduled to go public, listed after the readable ones: title and time, not a link (the
 * text is not out yet). Parts the viewer already has in `parts` (the owner's drafts) are left out.
 */
export function ScheduledPartList({ story }: { story: Pick<Story, 'parts' | 'scheduledParts'> }) {
  const listed = new Set(story.parts.map((p) => p.id));
  const scheduled = (story.scheduledParts ?? []).filter((p) => !listed.has(p.id));
  if (scheduled.length === 0) return null;
  return (
    <ol className={styles.parts} aria-label={m.scheduledParts}>
      {scheduled.map((p) => (
        <li key={p.id} className={`${styles.part} ${styles.scheduledPart}`}>
          <span className={styles.partLink}>{p.title}</span>
          <span className={styles.partMeta}>
            <span className={styles.status}>
              <time dateTime={p.scheduledPublishDate}>
                {r.statusScheduled(formatDateTime(p.scheduledPublishDate))}
              </time>
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

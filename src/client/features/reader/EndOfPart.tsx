import type { PartSummary, Story } from '../../../shared/stories/api';
import { readingMessages as m } from '../../../shared/stories/messages';
import { formatWhen } from '../../../shared/common/format';
import { pathOf } from '../../../shared/common/slug';
import { useNow } from '../../components/useNow';
import { Link } from '../../router/Link';
import styles from './ReaderPage.module.css';

/** End-of-part block: next part, or the finished / end-of-published message (reading-discovery §2). */
export function EndOfPart({ story, next }: { story: Story; next: PartSummary | null }) {
  const now = useNow();
  return (
    <nav className={styles.end} aria-label="Next part">
      {next ? (
        <Link className={styles.next} rel="next" href={pathOf(next.url)}>
          {m.continueToNextPart}
        </Link>
      ) : (
        <>
          <p className={styles.endMessage}>
            {story.completed
              ? m.finished
              : m.endOfPublished(formatWhen(story.lastPublishedPart?.createDate ?? story.modifyDate, now))}
          </p>
          <button className={styles.next} type="button" disabled>
            {m.continueToNextPart}
          </button>
        </>
      )}
    </nav>
  );
}

import type { StorySettings } from '../../../shared/myworks/api';
import { writePartPath } from '../../../shared/myworks/api';
import { MYWORKS_MESSAGES as M } from '../../../shared/myworks/messages';
import { Link } from '../../router/Link';
import styles from './MyWorks.module.css';

const statusOf = (p: StorySettings['parts'][number]): string =>
  p.deleted ? M.deleted : p.scheduledPublishDatetime ? M.scheduled : p.draft ? M.draft : M.publishedPart;

/** The Table of Contents tab: every part (deleted ones marked), each a link to its editor. */
export function StoryParts({ story }: { story: StorySettings }) {
  return (
    <section aria-labelledby="parts-title">
      <h2 id="parts-title">{M.partsHeading}</h2>
      {story.parts.length === 0 && <p>{M.noParts}</p>}
      <ol className={styles.parts}>
        {story.parts.map((p) => (
          <li key={p.id}>
            {p.deleted ? <span>{p.title}</span> : <Link href={writePartPath(story.id, p.id)}>{p.title}</Link>}
            <span className={styles.partStatus}>{statusOf(p)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

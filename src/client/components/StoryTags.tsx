import type { StoryCard } from '../../shared/stories/api';
import { STORY_ITEM_TAGS } from '../../shared/common/limits';
import { pickTags } from '../../shared/common/tags';
import { Link } from '../router/Link';
import styles from './StoryTags.module.css';

/**
 * A story item's tags (reading-discovery §9): tags under 18 characters, 3 on desktop and 2 under
 * 650 px (the third is hidden by CSS, so the server and the browser render the same markup), a
 * stable pick when there are more, and "+N more" for the rest. `linked`: each tag links to its
 * browse page (search results); the home cards show them as text (the card itself is a link).
 */
export function StoryTags({
  story,
  className,
  linked = false,
}: {
  story: Pick<StoryCard, 'id' | 'tags'>;
  className: string;
  linked?: boolean;
}) {
  const { shown, more } = pickTags(story.tags, story.id, STORY_ITEM_TAGS.desktop);
  if (shown.length === 0) return null;
  const moreOnMobile = more + Math.max(0, shown.length - STORY_ITEM_TAGS.other);
  return (
    <ul className={`${styles.tags} ${className}`} aria-label="Tags">
      {shown.map((t, i) => (
        <li key={t} className={i >= STORY_ITEM_TAGS.other ? styles.desktopOnly : undefined}>
          {linked ? <Link href={`/stories/${encodeURIComponent(t)}`}>#{t}</Link> : t}
        </li>
      ))}
      {more > 0 && <li className={styles.desktopOnly}>{`+${more} more`}</li>}
      {moreOnMobile > 0 && <li className={styles.mobileOnly}>{`+${moreOnMobile} more`}</li>}
    </ul>
  );
}

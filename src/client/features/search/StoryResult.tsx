import type { SearchStory } from '../../../shared/search/api';
import { readingMessages as m } from '../../../shared/stories/messages';
import { countOf, formatReadTime, readMinutes, showsReadTime, truncate } from '../../../shared/common/format';
import { Cover } from '../../components/Cover';
import { StoryTags } from '../../components/StoryTags';
import { Link } from '../../router/Link';
import { HashtagText } from './HashtagText';
import styles from './Search.module.css';

/** §9: story item title 35, author 30, description 170; tags by the story-item rule (`StoryTags`). */
export function StoryResult({ story }: { story: SearchStory }) {
  const href = `/story/${story.id}`;
  return (
    <li className={styles.card}>
      <Link className={styles.coverLink} href={href} tabIndex={-1} aria-hidden="true">
        <Cover src={story.cover} title={story.title} width={80} />
      </Link>
      <div>
        <h2>
          <Link href={href}>{truncate(story.title, 35)}</Link>
        </h2>
        <div className={styles.meta}>
          <span>by {truncate(story.user.fullname || story.user.name, 30)}</span>
          <span>{countOf(story.readCount, 'read')}</span>
          <span>{countOf(story.voteCount, 'vote')}</span>
          <span>{countOf(story.numParts, 'part')}</span>
          {showsReadTime(story.language.id) && <span>{formatReadTime(readMinutes(story.length))}</span>}
          <span>{story.completed ? 'Complete' : 'Ongoing'}</span>
          {story.mature && <span>Mature</span>}
          {story.isPaywalled && <span>{m.paidStory}</span>}
        </div>
        <p className={styles.desc}>
          <HashtagText text={truncate(story.description, 170)} />
        </p>
        <StoryTags story={story} className={styles.tags} linked />
      </div>
    </li>
  );
}

export function Skeletons({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading results">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}

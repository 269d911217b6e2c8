import type { MouseEvent } from 'react';
import type { StoryCard } from '../../../shared/stories/api';
import { countOf, truncate } from '../../../shared/common/format';
import { TEXT_LIMITS as L } from '../../../shared/common/limits';
import { pathOf } from '../../../shared/common/slug';
import { StoryBadges } from '../../components/Badges';
import { Cover } from '../../components/Cover';
import { StoryTags } from '../../components/StoryTags';
import { Link } from '../../router/Link';
import styles from './Home.module.css';

/** Cover-first card of carousels (title 35, author 30: reading-discovery §9). */
export function StoryTile({
  story,
  onClick,
}: {
  story: StoryCard;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <Link href={pathOf(story.url)} className={styles.tile} onClick={onClick}>
      <Cover src={story.cover} title={story.title} width={144} />
      <span className={styles.tileTitle}>{truncate(story.title, L.storyItemTitle)}</span>
      <span className={styles.tileMeta}>
        {truncate(story.user.fullname || story.user.name, L.storyItemAuthor)}
      </span>
    </Link>
  );
}

/** A story item's tags on the home cards (the shared rule of `StoryTags`). */
export function ItemTags({ story }: { story: StoryCard }) {
  return <StoryTags story={story} className={styles.itemTags} />;
}

/**
 * Wide card of rows and lists (title 35, author 30, description 170: reading-discovery §9); the
 * spotlight (the promoted story) passes its own description limit (290).
 */
export function StoryItem({
  story,
  rank,
  onClick,
  descriptionLimit = L.storyItemDescription,
  heading: Heading = 'h3',
}: {
  story: StoryCard;
  rank?: number;
  onClick?: () => void;
  descriptionLimit?: number;
  /** h3 under a home section's h2; h2 where the page's h1 is the only heading above (a list). */
  heading?: 'h2' | 'h3';
}) {
  return (
    <div className={styles.item}>
      {rank !== undefined && <span className={styles.rank}>{rank}</span>}
      <Link
        href={pathOf(story.url)}
        className={styles.itemCover}
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClick}
      >
        <Cover src={story.cover} title={story.title} width={100} />
      </Link>
      <div className={styles.itemBody}>
        <Heading className={styles.itemTitle}>
          <Link href={pathOf(story.url)} onClick={onClick}>
            {truncate(story.title, L.storyItemTitle)}
          </Link>
        </Heading>
        <p className={styles.itemMeta}>
          {`by ${truncate(story.user.fullname || story.user.name, L.storyItemAuthor)} · ${countOf(story.readCount, 'read')} · ${countOf(story.numParts, 'part')}`}
        </p>
        <StoryBadges completed={story.completed} mature={story.mature} />
        <p className={styles.itemDescription}>{truncate(story.description, descriptionLimit)}</p>
        <ItemTags story={story} />
      </div>
    </div>
  );
}

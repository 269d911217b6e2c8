import { useSelector } from 'react-redux';
import { selectLists } from '../../../reducers/lists/listsSlice';
import type { ReadingList } from '../../../shared/lists/api';
import { featuredListPath } from '../../../shared/lists/curation';
import { FEATURED_TEXT as t } from '../../../shared/lists/messages';
import { Link } from '../../router/Link';
import styles from './Featured.module.css';

/** Reading lists as cards (name and story count), each a link to `hrefOf(list.id)`. */
export function ListCards({
  lists,
  hrefOf,
}: {
  lists: readonly ReadingList[];
  hrefOf: (id: number) => string;
}) {
  return (
    <ul className={styles.lists}>
      {lists.map((l) => (
        <li key={l.id}>
          <Link href={hrefOf(l.id)} className={styles.card}>
            <span className={styles.name}>{l.name}</span>
            <span className={styles.count}>{t.stories(l.numStories)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The curation profile's featured lists (home): each links to `/featured/{id}`. */
export function FeaturedLists() {
  const { lists } = useSelector(selectLists).featured;
  if (lists.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="featured-lists-heading">
      <h2 id="featured-lists-heading">{t.heading}</h2>
      <ListCards lists={lists} hrefOf={featuredListPath} />
    </section>
  );
}

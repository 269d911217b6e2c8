import { useSelector } from 'react-redux';
import { selectLists } from '../../../reducers/lists/listsSlice';
import { featuredListPath } from '../../../shared/curation';
import { FEATURED_TEXT as t } from '../../../shared/messages/lists';
import { Link } from '../../router/Link';
import styles from './Featured.module.css';

/** The curation profile's featured lists (home): each links to `/featured/{id}`. */
export function FeaturedLists() {
  const { lists } = useSelector(selectLists).featured;
  if (lists.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="featured-lists-heading">
      <h2 id="featured-lists-heading">{t.heading}</h2>
      <ul className={styles.lists}>
        {lists.map((l) => (
          <li key={l.id}>
            <Link href={featuredListPath(l.id)} className={styles.card}>
              <span className={styles.name}>{l.name}</span>
              <span className={styles.count}>{t.stories(l.numStories)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

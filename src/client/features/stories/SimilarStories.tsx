import { useSelector } from 'react-redux';
import { selectSimilarStories } from '../../../reducers/reader/readerSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { readerMessages as r } from '../../../shared/reader/messages';
import { truncate } from '../../../shared/common/format';
import { TEXT_LIMITS as L } from '../../../shared/common/limits';
import { Cover } from '../../components/Cover';
import { Link } from '../../router/Link';
import styles from './StoryPage.module.css';

/** Similar-story title and description limits (reading-discovery §9): title 45, 100 in the list. */
const TITLE_MAX = L.similarStoryTitle;
const DESCRIPTION_MAX = L.similarListDescription;

/** "You may also like": up to 6 cards linking to /story/{id}. */
export function SimilarStories({ storyId }: { storyId: string }) {
  const stories = useSelector((s: RootState) => selectSimilarStories(s, storyId));
  if (stories.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-heading">
      <h2 id="similar-heading">{r.youMayAlsoLike}</h2>
      <ul className={styles.similarList}>
        {stories.map((s) => (
          <li key={s.id}>
            <Link href={`/story/${s.id}`} className={styles.similarCard}>
              <Cover src={s.cover} title={s.title} width={100} />
              <span className={styles.similarTitle}>{truncate(s.title, TITLE_MAX)}</span>
              <span className={styles.similarText}>{truncate(s.description, DESCRIPTION_MAX)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

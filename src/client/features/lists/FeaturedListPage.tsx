import { useSelector } from 'react-redux';
import { selectLists } from '../../../reducers/lists/listsSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { FEATURED_TEXT as t } from '../../../shared/messages/lists';
import { Loader } from '../../components/Loader';
import { StoryItem } from '../home/StoryTile';
import styles from './Featured.module.css';

/** `/featured/{id}`: a featured list and its stories (works without JavaScript: links only). */
export default function FeaturedListPage() {
  const id = Number(useSelector(selectRouter).params.id);
  const entry = useSelector(selectLists).featuredById[id];
  if (!entry || entry.status === 'loading' || entry.status === 'idle') return <Loader />;
  const { list } = entry;
  if (!list) {
    return (
      <section className={styles.page}>
        <p>{t.notFound}</p>
      </section>
    );
  }
  const stories = list.stories ?? [];
  return (
    <section className={styles.page}>
      <h1>{list.name}</h1>
      <p className={styles.count}>
        {t.by(list.user.name)} · {t.stories(list.numStories)}
      </p>
      {stories.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol className={styles.stories}>
          {stories.map((s) => (
            <li key={s.id}>
              <StoryItem story={s} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

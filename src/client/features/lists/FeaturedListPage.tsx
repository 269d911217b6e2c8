import { useDispatch, useSelector } from 'react-redux';
import {
  countStillIn,
  listsToastDismissed,
  selectLists,
  storiesStillIn,
} from '../../../reducers/lists/listsSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { FEATURED_TEXT as t } from '../../../shared/lists/messages';
import { profilePath } from '../../../shared/common/slug';
import { Loader } from '../../components/Loader';
import { Toast } from '../../components/Toast';
import { TagLinks } from '../../components/TagLinks';
import { Link } from '../../router/Link';
import styles from './Featured.module.css';
import { ListStories } from './ListStories';

/**
 * A reading list and its stories: `/featured/{id}` (the featured lists) and `/list/{id}` (any list;
 * profiles link here). Its owner gets a Remove form on each story. Works without JavaScript.
 */
export default function FeaturedListPage() {
  const dispatch = useDispatch();
  const { params, path } = useSelector(selectRouter);
  const id = Number(params.id);
  const { featuredById, collections, toast } = useSelector(selectLists);
  const viewer = useSelector(selectViewer);
  const entry = featuredById[id];
  if (!entry || entry.status === 'loading' || entry.status === 'idle') return <Loader />;
  const { list } = entry;
  if (!list) {
    return (
      <section className={styles.page}>
        <p>{t.notFound}</p>
      </section>
    );
  }
  const own = !!viewer && viewer.username.toLowerCase() === list.user.name.toLowerCase();
  const loaded = list.stories ?? [];
  const stories = storiesStillIn(loaded, collections, String(list.id));
  return (
    <section className={styles.page}>
      <h1>{list.name}</h1>
      <p className={styles.count}>
        <Link href={profilePath(list.user.name)}>{t.by(list.user.name)}</Link> ·{' '}
        {t.stories(countStillIn(list.numStories, loaded, stories))}
      </p>
      <div className={styles.tags}>
        <TagLinks tags={list.tags} />
      </div>
      {stories.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ListStories
          stories={stories}
          removable={own ? { collectionId: String(list.id), from: list.name, nextUrl: path } : undefined}
        />
      )}
      {toast && <Toast message={toast} onDismiss={() => dispatch(listsToastDismissed())} />}
    </section>
  );
}

import { useDispatch, useSelector } from 'react-redux';
import {
  countStillIn,
  listsToastDismissed,
  selectLists,
  storiesStillIn,
} from '../../../reducers/lists/listsSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { LIBRARY_COLLECTION } from '../../../shared/api/lists';
import { readingListPath } from '../../../shared/listsForms';
import { ADD_TO_LIST_TEXT as a, FEATURED_TEXT as f, LIBRARY_TEXT as t } from '../../../shared/messages/lists';
import { loginUrl } from '../../components/modal/authLinks';
import { Loader } from '../../components/Loader';
import { Toast } from '../../components/Toast';
import styles from './Featured.module.css';
import { ListCards } from './FeaturedLists';
import { ListStories } from './ListStories';

/**
 * `/library` (signed in; the server sends a visitor to log in): the stories the viewer added to their
 * library, and their reading lists.
 */
export default function LibraryPage() {
  const dispatch = useDispatch();
  const { library, lists, collections, toast } = useSelector(selectLists);
  const viewer = useSelector(selectViewer);
  if (!viewer) {
    return (
      <section className={styles.page}>
        <h1>{t.title}</h1>
        <p>
          <a href={loginUrl('/library')}>{a.logInFirst}</a>
        </p>
      </section>
    );
  }
  if (library.status === 'idle' || library.status === 'loading') return <Loader />;
  const stories = storiesStillIn(library.stories, collections, LIBRARY_COLLECTION);
  const total = countStillIn(library.total, library.stories, stories);
  return (
    <section className={styles.page}>
      <h1>{t.title}</h1>
      {library.status === 'failed' ? (
        <p role="alert">{t.loadFailed}</p>
      ) : (
        <>
          <p className={styles.count}>
            {f.stories(total)}
            {total > stories.length && ` · ${t.more(stories.length)}`}
          </p>
          {stories.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <ListStories
              stories={stories}
              removable={{ collectionId: LIBRARY_COLLECTION, from: t.title, nextUrl: '/library' }}
            />
          )}
        </>
      )}
      <div className={styles.strip}>
        <h2>{t.listsHeading}</h2>
        {lists.length === 0 ? <p>{t.noLists}</p> : <ListCards lists={lists} hrefOf={readingListPath} />}
      </div>
      {toast && <Toast message={toast} onDismiss={() => dispatch(listsToastDismissed())} />}
    </section>
  );
}

import { useDispatch, useSelector } from 'react-redux';
import {
  countStillIn,
  listsToastDismissed,
  selectLists,
  storiesStillIn,
} from '../../../reducers/lists/listsSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import {
  LIBRARY_COLLECTION,
  LIBRARY_PAGE_LIMIT,
  LIBRARY_SHOW_MAX,
  libraryShown,
} from '../../../shared/lists/api';
import { parseQuery } from '../../../shared/routes';
import { readingListPath } from '../../../shared/lists/forms';
import { ADD_TO_LIST_TEXT as a, FEATURED_TEXT as f, LIBRARY_TEXT as t } from '../../../shared/lists/messages';
import { loginUrl } from '../../components/modal/authLinks';
import { Loader } from '../../components/Loader';
import { Toast } from '../../components/Toast';
import { navigate } from '../../router/navigation';
import styles from './Featured.module.css';
import { ListCards } from './FeaturedLists';
import { ListStories } from './ListStories';

const STORY_ID_PREFIX = 'library-story-';

/**
 * `/library` (signed in; the server sends a visitor to log in): the stories the viewer added to their
 * library, 100 at a time ("Show more" is `?show=` one page more, a link that works without
 * JavaScript and lands on the first new story), and their reading lists.
 */
export default function LibraryPage() {
  const dispatch = useDispatch();
  const { library, lists, collections, toast } = useSelector(selectLists);
  const viewer = useSelector(selectViewer);
  const show = libraryShown(parseQuery(useSelector(selectRouter).search).show);
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
  const here = show > LIBRARY_PAGE_LIMIT ? `/library?show=${show}` : '/library';
  // Loading the pages `show` asks for (a "Show more" followed with JavaScript).
  const loadingMore =
    library.status === 'succeeded' && library.stories.length < Math.min(show, library.total);
  const more = !loadingMore && total > stories.length && show < LIBRARY_SHOW_MAX;
  return (
    <section className={styles.page}>
      <h1>{t.title}</h1>
      {library.status === 'failed' && <p role="alert">{t.loadFailed}</p>}
      {(library.status === 'succeeded' || stories.length > 0) && (
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
              idPrefix={STORY_ID_PREFIX}
              removable={{ collectionId: LIBRARY_COLLECTION, from: t.title, nextUrl: here }}
            />
          )}
          {loadingMore && <Loader />}
          {more && (
            <p className={styles.more}>
              {/* With JavaScript the address changes in place (no jump to the top); the saga loads the page. */}
              <a
                href={`/library?show=${show + LIBRARY_PAGE_LIMIT}#${STORY_ID_PREFIX}${stories.length}`}
                rel="next"
                onClick={(e) => {
                  e.preventDefault();
                  void navigate(`/library?show=${show + LIBRARY_PAGE_LIMIT}`, { replace: true });
                }}
              >
                {t.showMore}
              </a>
            </p>
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

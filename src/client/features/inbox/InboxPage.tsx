import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectHasMoreThreads, selectInbox } from '../../../reducers/inbox/inboxSlice';
import { inboxMoreRequested, newMessageOpened } from '../../../shared/inbox/actions';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import { INBOX_PATH, inboxPageUrl } from '../../../shared/inbox/routes';
import { Loader } from '../../components/Loader';
import { useHydrated } from '../../components/useHydrated';
import { navigate } from '../../router/navigation';
import styles from './Inbox.module.css';
import { NewMessageModal } from './NewMessageModal';
import { ThreadItem } from './ThreadItem';
import { useScrollEnd } from './useScrollEnd';

/** `/inbox`: 'My Messages' (spec §2), loading more on scroll, or with "Load more" links without JavaScript. */
export default function InboxPage() {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const inbox = useSelector(selectInbox);
  const hasMore = useSelector(selectHasMoreThreads);
  const more = useCallback(() => dispatch(inboxMoreRequested()), [dispatch]);
  useScrollEnd(hydrated && hasMore, more, inbox.offset);
  return (
    <div className={styles.page}>
      <div>
        <div className={styles.head}>
          <h1>{m.title}</h1>
          <form
            className={styles.filter}
            method="get"
            action={INBOX_PATH}
            onSubmit={(e) => {
              e.preventDefault();
              const value = new FormData(e.currentTarget).get('filter');
              void navigate(inboxPageUrl(typeof value === 'string' ? value : '', 0));
            }}
          >
            <label htmlFor="inbox-filter">{m.filterLabel}</label>
            <select id="inbox-filter" name="filter" defaultValue={inbox.filter}>
              <option value="">{m.filterAll}</option>
              <option value="unread">{m.filterUnread}</option>
            </select>
            <button type="submit" className={styles.secondary}>
              {m.filterApply}
            </button>
          </form>
          {hydrated ? (
            <button type="button" className={styles.primary} onClick={() => dispatch(newMessageOpened())}>
              {m.newMessage}
            </button>
          ) : null}
        </div>
        {inbox.status === 'loading' ? (
          <Loader />
        ) : inbox.threads.length === 0 ? (
          <p className={styles.notice}>{m.empty}</p>
        ) : (
          <ul className={styles.threads}>
            {inbox.threads.map((t) => (
              <ThreadItem key={t.user.name} thread={t} />
            ))}
          </ul>
        )}
        {inbox.loadingMore && <Loader />}
        {hasMore && (
          <a
            className={styles.more}
            href={inboxPageUrl(inbox.filter, inbox.offset)}
            onClick={(e) => {
              if (!hydrated) return;
              e.preventDefault();
              more();
            }}
          >
            {m.loadMore}
          </a>
        )}
      </div>
      <NewMessageModal />
    </div>
  );
}

import { useSelector } from 'react-redux';
import { selectInboxUnread } from '../../reducers/inbox/unreadSlice';
import { selectRouter } from '../../reducers/router/routerSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import { headerMessages as m } from '../../shared/common/headerMessages';
import { STAFF_TICKETS_PATH } from '../../shared/moderation/api';
import { nextUrlParam } from '../../shared/common/safeNextUrl';
import { parseQuery } from '../../shared/routes';
import { profilePath } from '../../shared/common/slug';
import { Link } from '../router/Link';
import styles from './App.module.css';

const AUTH_PAGES = new Set(['signup', 'login', 'logout']);

/**
 * The header's account corner: Log in / Sign up for visitors (coming back here afterwards) or the
 * username (a link to their profile, where their reading lists are) and a Log out button (a form
 * post) for signed-in people. The auth links are plain links, not client-side navigation: the auth
 * pages are always rendered by the server with a fresh CSRF token.
 */
export function HeaderAccount() {
  const viewer = useSelector(selectViewer);
  const token = useSelector(selectCsrfToken);
  const { path, search, page } = useSelector(selectRouter);
  const unread = useSelector(selectInboxUnread);
  if (viewer) {
    return (
      <>
        {/* Its own header item: on a phone it stays on the first row, beside Browse. */}
        <Link href={profilePath(viewer.username)} className={styles.username}>
          {viewer.username}
        </Link>
        <div className={styles.account}>
          <Link href="/myworks">{m.write}</Link>
          <Link href="/library">{m.library}</Link>
          {viewer.isSysAdmin || viewer.isStaff ? <Link href={STAFF_TICKETS_PATH}>{m.tickets}</Link> : null}
          <Link href="/inbox">
            {m.inbox}
            {unread ? (
              <span className={styles.inboxBadge} aria-label={m.unread(unread)}>
                {unread}
              </span>
            ) : null}
          </Link>
          <a href="/settings?section=account">{m.settings}</a>
          <form method="post" action="/logout">
            <input type="hidden" name="_csrf" value={token ?? ''} />
            <button type="submit" className={styles.linkButton}>
              {m.logOut}
            </button>
          </form>
        </div>
      </>
    );
  }
  const given = nextUrlParam(parseQuery(search));
  const next = AUTH_PAGES.has(page) ? (typeof given === 'string' ? given : null) : path + search;
  const q = next ? `?nextUrl=${encodeURIComponent(next)}` : '';
  return (
    <div className={styles.account}>
      <a href={`/login${q}`}>{m.logIn}</a>
      <a href={`/signup${q}`} className={styles.signup}>
        {m.signUp}
      </a>
    </div>
  );
}

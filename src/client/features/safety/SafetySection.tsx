import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectBlockedList, selectMutedList } from '../../../reducers/safety/safetySlice';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import { profilePath } from '../../../shared/common/slug';
import { parseQuery } from '../../../shared/routes';
import { SAFETY_LIST_PAGE } from '../../../shared/safety/api';
import * as a from '../../../shared/safety/actions';
import { SAFETY_MESSAGES as M } from '../../../shared/safety/messages';
import { sectionMessages as sm } from '../../../shared/settings/sectionMessages';
import { Link } from '../../router/Link';
import styles from './Safety.module.css';

const pageOf = (raw: string | undefined): number => Math.max(1, Math.floor(Number(raw)) || 1);

/**
 * `/settings?section=mute|block` (spec §2, §9): the muted or blocked accounts, 8 a page (`&page=`
 * links), each with its username, avatar and an Unmute / Unblock form (`POST /safety`, back here),
 * which with JavaScript opens the confirmation instead. Rendered on the server from the preload.
 */
export function SafetySection({ section }: { section: 'mute' | 'block' }) {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const csrf = useSelector(selectCsrfToken);
  const { search } = useSelector(selectRouter);
  const list = useSelector(section === 'mute' ? selectMutedList : selectBlockedList);
  const query = parseQuery(search);
  useEffect(() => {
    if (list.loaded || !viewer) return;
    dispatch(section === 'mute' ? a.mutedListRequested() : a.blockedListRequested({ me: viewer.username }));
  }, [dispatch, list.loaded, section, viewer]);

  const page = pageOf(query.page);
  const pages = Math.max(1, Math.ceil(list.users.length / SAFETY_LIST_PAGE));
  const shown = list.users.slice((page - 1) * SAFETY_LIST_PAGE, page * SAFETY_LIST_PAGE);
  const here = (p: number) => `/settings?section=${section}${p > 1 ? `&page=${p}` : ''}`;
  const action = section === 'mute' ? 'unmute' : 'unblock';
  return (
    <section aria-labelledby="settings-safety-heading">
      <h2 id="settings-safety-heading">{section === 'mute' ? sm.muteHeading : sm.blockHeading}</h2>
      {query.safety === 'failed' && (
        <p role="alert" className={styles.error}>
          {section === 'mute' ? M.unmuteFailed : M.unblockFailed}
        </p>
      )}
      {list.error && (
        <p role="alert" className={styles.error}>
          {list.error}
        </p>
      )}
      {!list.loaded ? (
        <p role="status">Loading…</p>
      ) : list.users.length === 0 && !list.error ? (
        <p>{section === 'mute' ? M.mutedListEmpty : M.blockedListEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((u) => (
            <li key={u.username} className={styles.row}>
              <img src={u.avatar} width={40} height={40} alt="" />
              <Link className={styles.rowName} href={profilePath(u.username)}>
                {u.username}
              </Link>
              <form
                method="post"
                action="/safety"
                onSubmit={(e) => {
                  e.preventDefault();
                  const target = { username: u.username };
                  dispatch(section === 'mute' ? a.unmuteRequested(target) : a.unblockRequested(target));
                }}
              >
                <input type="hidden" name="_csrf" value={csrf ?? ''} />
                <input type="hidden" name="action" value={action} />
                <input type="hidden" name="username" value={u.username} />
                <input type="hidden" name="back" value={here(page)} />
                <button
                  type="submit"
                  className={styles.button}
                  aria-label={`${section === 'mute' ? 'Unmute' : 'Unblock'} ${u.username}`}
                >
                  {section === 'mute' ? 'Unmute' : 'Unblock'}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          {page > 1 ? (
            <Link href={here(page - 1)} rel="prev">
              Previous
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link href={here(page + 1)} rel="next">
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

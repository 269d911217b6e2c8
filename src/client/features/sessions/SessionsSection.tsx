import { useEffect, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectSessions } from '../../../reducers/sessions/sessionsSlice';
import { parseQuery } from '../../../shared/routes';
import { sessionEndRequested, sessionsRequested } from '../../../shared/sessions/actions';
import { sessionsMessages as m } from '../../../shared/sessions/messages';
import { CsrfField } from '../../components/forms/FormParts';
import styles from './Sessions.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) +
  ' UTC';

/**
 * `/settings?section=sessions`: where the viewer is signed in (browser and system, sign-in, last
 * seen; this session marked) and an "End session" button on each. Each button is a form posted to
 * `POST /settings/sessions/end` (JavaScript off: the outcome comes back as `?ended=1|0`); with
 * JavaScript it is `DELETE /v5/sessions/:id` and the list updates in place. Ending this session
 * signs out: the page goes to the log-in page.
 */
export default function SessionsSection() {
  const dispatch = useDispatch();
  const s = useSelector(selectSessions);
  const query = parseQuery(useSelector(selectRouter).search);
  useEffect(() => {
    dispatch(sessionsRequested());
  }, [dispatch]);
  useEffect(() => {
    if (s.signedOut) window.location.assign('/login');
  }, [s.signedOut]);
  const served = query.ended === '1' ? m.ended : query.ended === '0' ? m.notFound : null;
  const notice = s.notice ?? served;
  const end = (id: number) => (e: FormEvent) => {
    e.preventDefault();
    dispatch(sessionEndRequested({ id }));
  };

  return (
    <section className={styles.panel} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{m.heading}</h2>
      <p className={styles.intro}>{m.intro}</p>
      {notice && <p role="status">{notice}</p>}
      {s.error && <p role="alert">{s.error}</p>}
      {s.status === 'received' && (
        <ul className={styles.list}>
          {s.list.map((x) => (
            <li key={x.id} className={styles.item} data-session={x.current ? 'current' : 'other'}>
              <div>
                <strong>
                  {x.device}
                  {x.current && <span className={styles.badge}>{m.thisSession}</span>}
                </strong>
                <span className={styles.hint}>
                  {m.lastSeen}: {when(x.lastSeenAt)}
                </span>
                <span className={styles.hint}>
                  {m.signedIn}: {when(x.signedInAt)}
                </span>
              </div>
              <form method="post" action="/settings/sessions/end" onSubmit={end(x.id)}>
                <CsrfField />
                <input type="hidden" name="id" value={x.id} />
                <button type="submit" className={styles.end} disabled={s.ending === x.id}>
                  {x.current ? m.endThis : m.end}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {s.status === 'received' && s.list.filter((x) => !x.current).length === 0 && <p>{m.none}</p>}
    </section>
  );
}

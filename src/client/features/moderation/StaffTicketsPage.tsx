import { useSelector } from 'react-redux';
import { selectStaffTickets } from '../../../reducers/moderation/moderationSlice';
import { STAFF_TICKETS_PATH, staffTicketPath, type TicketsQuery } from '../../../shared/moderation/api';
import { moderationMessages as m } from '../../../shared/moderation/messages';
import { TICKET_TYPES } from '../../../shared/moderation/validation';
import { Link } from '../../router/Link';
import styles from './Staff.module.css';

const when = (iso: string) => iso.replace('T', ' ').replace(/(:\d\d)?Z$/, ' UTC');

/** The address of a queue page with `q` (the filters kept when paging). */
function queueHref(q: TicketsQuery): string {
  const s = new URLSearchParams();
  if (q.type) s.set('type', q.type);
  s.set('status', q.status ?? '');
  if (q.after) s.set('after', String(q.after));
  return `${STAFF_TICKETS_PATH}?${s.toString()}`;
}

/** `/staff/tickets`: support tickets newest first, filtered by report type and status (a GET form). */
export default function StaffTicketsPage() {
  const list = useSelector(selectStaffTickets);
  const q = list.query;
  return (
    <section className={styles.page} aria-labelledby="tickets-title">
      <h1 id="tickets-title">{m.ticketsTitle}</h1>
      <form method="get" action={STAFF_TICKETS_PATH} className={styles.filters}>
        <label>
          {m.filterType}
          <select name="type" defaultValue={q.type ?? ''} key={`type-${q.type ?? ''}`}>
            <option value="">{m.allTypes}</option>
            {TICKET_TYPES.map((t) => (
              <option key={t} value={t}>
                {t.replace('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.filterStatus}
          <select name="status" defaultValue={q.status ?? ''} key={`status-${q.status ?? ''}`}>
            <option value="">{m.allStatuses}</option>
            <option value="open">{m.statusOpen}</option>
            <option value="resolved">{m.statusResolved}</option>
          </select>
        </label>
        <button type="submit" className={styles.button}>
          {m.filter}
        </button>
      </form>
      {list.status === 'failed' && <p role="alert">{list.error?.message}</p>}
      {list.status === 'loading' && !list.page && <p role="status">{m.loading}</p>}
      {list.page && list.page.tickets.length === 0 && <p>{m.noTickets}</p>}
      {list.page && list.page.tickets.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{m.colTicket}</th>
              <th scope="col">{m.colType}</th>
              <th scope="col">{m.colReported}</th>
              <th scope="col" className={styles.hideNarrow}>
                {m.colReceived}
              </th>
              <th scope="col">{m.colStatus}</th>
            </tr>
          </thead>
          <tbody>
            {list.page.tickets.map((t) => (
              <tr key={t.id}>
                <td>
                  <Link href={staffTicketPath(t.id)}>#{t.id}</Link> {t.subject || t.reason}
                </td>
                <td>{t.reportType.replace('_', ' ')}</td>
                <td>{t.username ?? '—'}</td>
                <td className={styles.hideNarrow}>{when(t.createdAt)}</td>
                <td>
                  {t.status === 'open'
                    ? m.statusOpen
                    : `${m.statusResolved}${t.actionTaken ? ` (${t.actionTaken})` : ''}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        {q.after ? <Link href={queueHref({ ...q, after: undefined })}>{m.newest}</Link> : null}{' '}
        {list.page?.nextAfter ? (
          <Link href={queueHref({ ...q, after: list.page.nextAfter })}>{m.older}</Link>
        ) : null}
      </p>
    </section>
  );
}

import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectStaffTicket } from '../../../reducers/moderation/moderationSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { ticketActionSubmitted, ticketResolveSubmitted } from '../../../shared/moderation/actions';
import { STAFF_TICKETS_PATH, type TicketAction, type TicketDetail } from '../../../shared/moderation/api';
import { moderationMessages as m } from '../../../shared/moderation/messages';
import { CLOSE_REASONS } from '../../../shared/privacy/accountValidation';
import { Alert, CsrfField } from '../../components/forms/FormParts';
import { Link } from '../../router/Link';
import styles from './Staff.module.css';

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/(:\d\d)?Z$/, ' UTC') : '');

/** One action's form: a real POST without JavaScript, the API through the saga with it. */
function ActionForm({
  t,
  action,
  label,
  reasons,
  danger,
}: {
  t: TicketDetail;
  action: TicketAction;
  label: string;
  reasons?: { label: string; defaultValue: string };
  danger?: boolean;
}) {
  const dispatch = useDispatch();
  const busy = useSelector(selectStaffTicket).busy;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const reason = new FormData(e.currentTarget).get('reason');
    dispatch(
      ticketActionSubmitted({ id: t.id, action, reason: typeof reason === 'string' ? reason : undefined }),
    );
  };
  return (
    <form
      method="post"
      action={`${STAFF_TICKETS_PATH}/${t.id}/actions`}
      className={styles.action}
      onSubmit={onSubmit}
    >
      <CsrfField />
      <input type="hidden" name="action" value={action} />
      {reasons && (
        <label>
          {reasons.label}
          <select name="reason" defaultValue={reasons.defaultValue}>
            {CLOSE_REASONS.map((r) => (
              <option key={r} value={r}>
                {r.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className={`${styles.button} ${danger ? styles.danger : ''}`} disabled={busy}>
        {label}
      </button>
    </form>
  );
}

function Actions({ t }: { t: TicketDetail }) {
  const dispatch = useDispatch();
  const busy = useSelector(selectStaffTicket).busy;
  const reason = (CLOSE_REASONS as readonly string[]).includes(t.reason) ? t.reason : 'spam';
  const canActOnAccount = t.target !== null && !t.target.closed && !t.target.isStaff;
  return (
    <section aria-labelledby="actions-title">
      <h2 id="actions-title">{m.actionsTitle}</h2>
      <div className={styles.actions}>
        {canActOnAccount && !t.target?.timeoutUntil && (
          <ActionForm
            t={t}
            action="timeout"
            label={m.timeOut}
            reasons={{ label: m.timeoutReason, defaultValue: reason }}
          />
        )}
        {canActOnAccount && (
          <ActionForm
            t={t}
            action="close"
            label={m.closeAccount}
            danger
            reasons={{ label: m.closeReason, defaultValue: reason }}
          />
        )}
        {t.commentId !== null && <ActionForm t={t} action="remove_comment" label={m.removeComment} danger />}
        {t.storyId !== null && !t.storyHidden && (
          <ActionForm t={t} action="hide_story" label={m.hideStory} danger />
        )}
        {t.storyId !== null && t.storyHidden && (
          <ActionForm t={t} action="unhide_story" label={m.showStory} />
        )}
        {t.status === 'open' && (
          <form
            method="post"
            action={`${STAFF_TICKETS_PATH}/${t.id}/resolve`}
            className={styles.action}
            onSubmit={(e) => {
              e.preventDefault();
              dispatch(ticketResolveSubmitted({ id: t.id }));
            }}
          >
            <CsrfField />
            <button type="submit" className={styles.button} disabled={busy}>
              {m.markResolved}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

/** `/staff/tickets/{id}`: one support ticket, what it reports, and what staff can do about it. */
export default function StaffTicketPage() {
  const ticket = useSelector(selectStaffTicket);
  const search = useSelector(selectRouter).search;
  const done = ticket.done ?? new URLSearchParams(search).get('done');
  const t = ticket.data;
  if (ticket.status === 'failed' && !t) {
    return (
      <section className={styles.page}>
        <h1>{m.ticketsTitle}</h1>
        <p role="alert">{ticket.error?.message}</p>
        <Link href={STAFF_TICKETS_PATH}>{m.backToQueue}</Link>
      </section>
    );
  }
  if (!t) return <p role="status">{m.loading}</p>;
  return (
    <article className={styles.page} aria-labelledby="ticket-title">
      <p>
        <Link href={STAFF_TICKETS_PATH}>{m.backToQueue}</Link>
      </p>
      <h1 id="ticket-title">
        #{t.id} {t.subject || t.reportType}
      </h1>
      <p className={styles.meta}>
        {t.reportType.replace('_', ' ')} · {m.received} {when(t.createdAt)} ·{' '}
        {t.status === 'open'
          ? m.statusOpen
          : m.resolvedBy(t.resolvedBy ?? '—', when(t.resolvedAt), t.actionTaken)}
      </p>
      {done && m.done[done] && <Alert tone="info">{m.done[done]}</Alert>}
      {ticket.actionError && <Alert tone="danger">{ticket.actionError}</Alert>}
      <dl className={styles.fields}>
        <dt>{m.requester}</dt>
        <dd>
          {t.requesterName} &lt;{t.requesterEmail}&gt;
        </dd>
        <dt>{m.reasonLabel}</dt>
        <dd>{t.reason || '—'}</dd>
        <dt>{m.comment}</dt>
        <dd>{t.comment}</dd>
        <dt>{m.reportedUser}</dt>
        <dd>
          {t.links.user ? <Link href={t.links.user}>{t.username}</Link> : (t.username ?? '—')}
          {t.target?.closed && ` — ${m.accountClosed}`}
          {t.target?.timeoutUntil && ` — ${m.accountTimedOut(when(t.target.timeoutUntil))}`}
          {t.target?.isStaff && ` — ${m.staffAccount}`}
        </dd>
        <dt>{m.reportedContent}</dt>
        <dd>
          {t.reportedName && <strong>{t.reportedName}</strong>}
          {t.reportedBody && <blockquote>{t.reportedBody}</blockquote>}
          {t.links.content ? <a href={t.links.content}>{m.openContent}</a> : !t.reportedName && '—'}
        </dd>
        {t.customFields.length > 0 && (
          <>
            <dt>{m.customFields}</dt>
            <dd>
              {t.customFields.map((f) => (
                <div key={f.id}>
                  {f.id}: {f.value}
                </div>
              ))}
            </dd>
          </>
        )}
      </dl>
      <Actions t={t} />
    </article>
  );
}

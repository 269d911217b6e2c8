import { useSelector } from 'react-redux';
import { selectDevOutbox } from '../../../reducers/outbox/outboxSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { Link } from '../../router/Link';
import styles from './DevOutbox.module.css';

const URL_PART = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with every http(s) URL a real link (React escapes the rest). */
export function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PART).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

const when = (iso: string) => iso.replace('T', ' ').replace('Z', ' UTC');

/** `/dev/outbox` (list) and `/dev/outbox/{id}` (one message): the mail kept when SMTP_URL is unset. */
export default function DevOutboxPage() {
  const outbox = useSelector(selectDevOutbox);
  const id = useSelector(selectRouter).params.id;
  if (outbox.status === 'failed') {
    return (
      <section className={styles.outbox}>
        <h1>Outbox</h1>
        <p role="alert">{outbox.error?.message ?? 'Something went wrong.'}</p>
        <Link href="/dev/outbox">Back to the outbox</Link>
      </section>
    );
  }
  if (outbox.status !== 'succeeded') return <p role="status">Loading…</p>;
  if (id && outbox.message) {
    const m = outbox.message;
    return (
      <article className={styles.outbox}>
        <p>
          <Link href="/dev/outbox">← Outbox</Link>
        </p>
        <h1>{m.subject}</h1>
        <p className={styles.meta}>
          To: {m.to}
          <br />
          Sent: {when(m.createdAt)}
        </p>
        <pre className={styles.text}>
          <Linkified text={m.text} />
        </pre>
      </article>
    );
  }
  return (
    <section className={styles.outbox} aria-labelledby="outbox-title">
      <h1 id="outbox-title">Outbox</h1>
      <p className={styles.meta}>Mail the app would have sent (no SMTP_URL is configured). Newest first.</p>
      {outbox.messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
            </tr>
          </thead>
          <tbody>
            {outbox.messages.map((m) => (
              <tr key={m.id}>
                <td>{when(m.createdAt)}</td>
                <td>{m.to}</td>
                <td>
                  <Link href={`/dev/outbox/${m.id}`}>{m.subject}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useDispatch, useSelector } from 'react-redux';
import { selectPollAnswering } from '../../../reducers/polls/pollsSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { selectCsrfToken } from '../../../reducers/session/sessionSlice';
import { pollAnswerRequested } from '../../../shared/polls/actions';
import type { Poll } from '../../../shared/polls/api';
import { pollAnchor, pollAnswerFormPath } from '../../../shared/polls/forms';
import { POLL_TEXT as T } from '../../../shared/polls/messages';
import { pollOptionHeight } from '../../../shared/polls/validation';
import styles from './Polls.module.css';

/**
 * One poll (reading-discovery §3 "Poll (reader view)", §4): its options as buttons of one form (a
 * real post without JavaScript: `_csrf` + `optionId`), or once answered — and for the story's
 * writer — the results with percentages. Option height: 50 px + 20 px per 65 characters (§9).
 * A visitor answers anonymously with JavaScript; without it a form needs the CSRF token, which a
 * visitor's cacheable page may lack: then the options are links to log in and come back.
 */
export function PollCard({
  poll,
  storyId,
  partId,
  loginHref,
}: {
  poll: Poll;
  storyId: string;
  partId: number;
  /** A visitor's page without a CSRF token: the options link to log in (JavaScript answers them). */
  loginHref: string | null;
}) {
  const dispatch = useDispatch();
  const csrfToken = useSelector(selectCsrfToken);
  const answering = useSelector((s: RootState) => selectPollAnswering(s, poll.id));
  const chosen = poll.interaction.answer?.optionId;
  const showResults = poll.isOwner || chosen !== undefined;
  const headingId = `${pollAnchor(poll.id)}-q`;

  return (
    <section className={styles.poll} id={pollAnchor(poll.id)} aria-labelledby={headingId}>
      <p className={styles.head}>
        <img className={styles.avatar} src={poll.owner.avatar} alt="" width={24} height={24} loading="lazy" />
        <span>
          {T.heading} · {poll.owner.username}
        </span>
      </p>
      <h2 className={styles.question} id={headingId}>
        {poll.question}
      </h2>
      {showResults ? (
        <>
          <ul className={styles.options}>
            {poll.options.map((o) => {
              const pct = o.answers.percentageOfTotal ?? 0;
              const mine = o.id === chosen;
              return (
                <li
                  key={o.id}
                  className={`${styles.option} ${styles.result} ${mine ? styles.chosen : ''}`}
                  style={{ minHeight: pollOptionHeight(o.text) }}
                >
                  <span className={styles.bar} style={{ width: `${pct}%` }} aria-hidden="true" />
                  <span className={styles.label}>
                    {o.text}
                    {mine && <span className="visually-hidden"> ({T.yourAnswer})</span>}
                    {mine && <span aria-hidden="true"> ✓</span>}
                  </span>
                  <span className={styles.percent}>{pct}%</span>
                </li>
              );
            })}
          </ul>
          {poll.totalAnswers !== undefined && <p className={styles.total}>{T.votes(poll.totalAnswers)}</p>}
          {poll.isOwner && <p className={styles.note}>{T.ownerNote}</p>}
        </>
      ) : loginHref ? (
        <ul className={styles.options}>
          {poll.options.map((o) => (
            <li key={o.id}>
              <a
                href={loginHref}
                className={styles.option}
                style={{ minHeight: pollOptionHeight(o.text) }}
                aria-disabled={answering || undefined}
                onClick={(e) => {
                  e.preventDefault();
                  if (!answering)
                    dispatch(pollAnswerRequested({ storyId, partId, pollId: poll.id, optionId: o.id }));
                }}
              >
                <span className={styles.label}>{o.text}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <form method="post" action={pollAnswerFormPath(partId, poll.id)}>
          <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
          <ul className={styles.options}>
            {poll.options.map((o) => (
              <li key={o.id}>
                <button
                  type="submit"
                  name="optionId"
                  value={o.id}
                  className={styles.option}
                  style={{ minHeight: pollOptionHeight(o.text) }}
                  disabled={answering}
                  onClick={(e) => {
                    e.preventDefault();
                    dispatch(pollAnswerRequested({ storyId, partId, pollId: poll.id, optionId: o.id }));
                  }}
                >
                  <span className={styles.label}>{o.text}</span>
                </button>
              </li>
            ))}
          </ul>
        </form>
      )}
    </section>
  );
}

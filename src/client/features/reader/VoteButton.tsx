import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { PartEntity } from '../../../reducers/stories/partsSlice';
import { selectVoteStatus, voteToggled } from '../../../reducers/reader/readerSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import { readerMessages as m } from '../../../shared/reader/messages';
import { VOTE_ANCHOR, voteFormPath } from '../../../shared/reader/forms';
import { abbreviateNumber } from '../../../shared/common/format';
import { pathOf } from '../../../shared/common/slug';
import { voteIntent } from '../../../shared/accounts/intent';
import { loginUrl } from '../../components/modal/authLinks';
import { LazySignUpPrompt } from '../../components/modal/LazySignUpPrompt';
import styles from './ReaderExtras.module.css';

/**
 * Vote / Voted with the part's count. Signed in: a real form (`POST /{partId}/vote`, back to #vote
 * without JavaScript); with JavaScript it toggles optimistically (the saga rolls back on failure).
 * A visitor gets the sign-up modal, or without JavaScript a link to log in and come back.
 */
export function VoteButton({ part }: { part: PartEntity }) {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const csrfToken = useSelector(selectCsrfToken);
  const status = useSelector((s: RootState) => selectVoteStatus(s, part.id));
  const [prompt, setPrompt] = useState(false);
  const count = <span className={styles.voteCount}>{abbreviateNumber(part.voteCount)}</span>;
  const here = pathOf(part.url);

  if (!viewer) {
    // The vote travels through log-in or sign-up: they come back having voted (issue 24 #1).
    const intent = voteIntent(part.id);
    return (
      <div className={styles.vote} id={VOTE_ANCHOR}>
        <a
          className={styles.voteButton}
          href={loginUrl(here, intent)}
          onClick={(e) => {
            e.preventDefault();
            setPrompt(true);
          }}
        >
          <span aria-hidden="true">☆</span> {m.vote} {count}
        </a>
        <LazySignUpPrompt open={prompt} onClose={() => setPrompt(false)} nextUrl={here} intent={intent} />
      </div>
    );
  }
  return (
    <div className={styles.vote} id={VOTE_ANCHOR}>
      <form
        method="post"
        action={voteFormPath(part.id)}
        onSubmit={(e) => {
          e.preventDefault();
          dispatch(voteToggled({ storyId: part.groupId, partId: part.id }));
        }}
      >
        <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
        <input type="hidden" name="vote" value={part.voted ? '0' : '1'} />
        <button
          type="submit"
          className={styles.voteButton}
          aria-pressed={Boolean(part.voted)}
          disabled={status === 'pending'}
        >
          <span aria-hidden="true">{part.voted ? '★' : '☆'}</span> {part.voted ? m.voted : m.vote} {count}
        </button>
      </form>
      {status === 'failed' && (
        <p className={styles.voteError} role="alert">
          {m.voteFailed}
        </p>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectConversation } from '../../../reducers/inbox/conversationSlice';
import { selectCsrfToken } from '../../../reducers/session/sessionSlice';
import { messagePostRequested } from '../../../shared/inbox/actions';
import { MESSAGE_MAX_LENGTH } from '../../../shared/inbox/api';
import {
  composerRows,
  isSendable,
  remainingCharacters,
  truncateMessage,
} from '../../../shared/inbox/composer';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import { messagePostPath } from '../../../shared/inbox/routes';
import { useHydrated } from '../../components/useHydrated';
import styles from './Inbox.module.css';

/**
 * The reply box: 2000 characters (longer input is truncated), the counter (limit minus length, the
 * error style at 0 or less), Send disabled when empty. A real form without JavaScript.
 */
export function Composer({ username }: { username: string }) {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const token = useSelector(selectCsrfToken);
  const { posting, postError, draft, messages } = useSelector(selectConversation);
  const [body, setBody] = useState(draft);
  const [sentCount, setSentCount] = useState(messages.length);
  // A post that went through (one more message) empties the box.
  if (messages.length !== sentCount) {
    setSentCount(messages.length);
    if (!posting && !postError && messages.length > sentCount) setBody('');
  }
  const left = remainingCharacters(body);
  return (
    <form
      className={styles.composer}
      method="post"
      action={messagePostPath(username)}
      onSubmit={(e) => {
        if (!hydrated) return;
        e.preventDefault();
        if (isSendable(body)) dispatch(messagePostRequested({ body }));
      }}
    >
      <input type="hidden" name="_csrf" value={token ?? ''} />
      <label htmlFor="inbox-composer" className={styles.name}>
        {m.composerLabel}
      </label>
      <textarea
        id="inbox-composer"
        name="body"
        rows={composerRows(body)}
        maxLength={MESSAGE_MAX_LENGTH}
        value={body}
        onChange={(e) => setBody(truncateMessage(e.target.value))}
        aria-describedby="inbox-composer-count"
      />
      {postError && (
        <p className={styles.error} role="alert">
          {postError}
        </p>
      )}
      <div className={styles.composerRow}>
        <span
          id="inbox-composer-count"
          className={left <= 0 ? `${styles.counter} ${styles.counterError}` : styles.counter}
        >
          {m.charactersLeft(left)}
        </span>
        <button
          type="submit"
          className={styles.primary}
          disabled={(hydrated && !isSendable(body)) || posting}
        >
          {m.send}
        </button>
      </div>
    </form>
  );
}

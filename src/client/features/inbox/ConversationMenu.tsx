import { useDispatch, useSelector } from 'react-redux';
import { selectConversation } from '../../../reducers/inbox/conversationSlice';
import { selectCsrfToken } from '../../../reducers/session/sessionSlice';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import { conversationDeletePath } from '../../../shared/inbox/routes';
import {
  blockRequested,
  muteRequested,
  unblockRequested,
  unmuteRequested,
} from '../../../shared/safety/actions';
import { useHydrated } from '../../components/useHydrated';
import styles from './Inbox.module.css';

/**
 * The conversation's safety menu (spec §2): Mute/Unmute, Block/Unblock (the safety feature's flows:
 * confirmations and toasts), Delete Conversation (a form without JavaScript).
 */
export function ConversationMenu({ username, onDelete }: { username: string; onDelete(): void }) {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const token = useSelector(selectCsrfToken);
  const { flags } = useSelector(selectConversation);
  const muted = flags.safety.isMuted || Boolean(flags.isMutedByCurrentUser);
  const blocked = flags.safety.isBlocked || Boolean(flags.isBlockedByCurrentUser);
  const target = { username };
  return (
    <div className={styles.menu} role="group" aria-label={m.safetyMenu}>
      {hydrated && !blocked && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => dispatch((muted ? unmuteRequested : muteRequested)(target))}
        >
          {muted ? m.unmute : m.mute}
        </button>
      )}
      {hydrated && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => dispatch((blocked ? unblockRequested : blockRequested)(target))}
        >
          {blocked ? m.unblock : m.block}
        </button>
      )}
      <form
        method="post"
        action={conversationDeletePath(username)}
        onSubmit={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          onDelete();
        }}
      >
        <input type="hidden" name="_csrf" value={token ?? ''} />
        <button type="submit" className={styles.secondary}>
          {m.deleteConversation}
        </button>
      </form>
    </div>
  );
}

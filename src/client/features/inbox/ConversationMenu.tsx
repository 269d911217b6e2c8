import { useDispatch, useSelector } from 'react-redux';
import { selectConversation } from '../../../reducers/inbox/conversationSlice';
import { selectCsrfToken } from '../../../reducers/session/sessionSlice';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import { conversationDeletePath, conversationPath } from '../../../shared/inbox/routes';
import {
  blockRequested,
  muteRequested,
  unblockRequested,
  unmuteRequested,
  type SafetyKind,
} from '../../../shared/safety/actions';
import { useHydrated } from '../../components/useHydrated';
import styles from './Inbox.module.css';

/**
 * The conversation's safety menu (spec §2): Mute/Unmute, Block/Unblock (the safety feature's flows:
 * confirmations and toasts) and Delete Conversation, each a form that works without JavaScript.
 */
export function ConversationMenu({ username, onDelete }: { username: string; onDelete(): void }) {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const token = useSelector(selectCsrfToken);
  const { flags } = useSelector(selectConversation);
  const muted = flags.safety.isMuted || Boolean(flags.isMutedByCurrentUser);
  const blocked = flags.safety.isBlocked || Boolean(flags.isBlockedByCurrentUser);
  const target = { username };
  // Real forms (the safety feature's `POST /safety`, back to this conversation) so the menu works
  // without JavaScript; with it the safety sagas confirm, call and toast.
  const safetyForm = (action: SafetyKind, text: string, act: () => void) => (
    <form
      method="post"
      action="/safety"
      onSubmit={(e) => {
        if (!hydrated) return;
        e.preventDefault();
        act();
      }}
    >
      <input type="hidden" name="_csrf" value={token ?? ''} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="username" value={username} />
      <input type="hidden" name="back" value={conversationPath(username)} />
      <button type="submit" className={styles.secondary}>
        {text}
      </button>
    </form>
  );
  return (
    <div className={styles.menu} role="group" aria-label={m.safetyMenu}>
      {!blocked &&
        safetyForm(muted ? 'unmute' : 'mute', muted ? m.unmute : m.mute, () =>
          dispatch((muted ? unmuteRequested : muteRequested)(target)),
        )}
      {safetyForm(blocked ? 'unblock' : 'block', blocked ? m.unblock : m.block, () =>
        dispatch((blocked ? unblockRequested : blockRequested)(target)),
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

import { useDispatch, useSelector } from 'react-redux';
import { newMessageActions, selectNewMessage } from '../../../reducers/inbox/newMessageSlice';
import { recipientChosen, recipientSearched } from '../../../shared/inbox/actions';
import type { AutocompleteUser } from '../../../shared/inbox/api';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import { conversationPath } from '../../../shared/inbox/routes';
import { Modal } from '../../components/modal/Modal';
import { Link } from '../../router/Link';
import styles from './Inbox.module.css';

const GROUPS: AutocompleteUser['category'][] = ['Your Friends', 'Other People'];
const groupTitle = (c: AutocompleteUser['category']) =>
  c === 'Your Friends' ? m.yourFriends : m.otherPeople;

/** "+ New Message": pick someone (people the viewer follows first), then write to them. */
export function NewMessageModal() {
  const dispatch = useDispatch();
  const s = useSelector(selectNewMessage);
  const close = () => dispatch(newMessageActions.closed());
  return (
    <Modal open={s.open} onClose={close} title={m.newMessageTitle}>
      <div className={styles.field}>
        <label htmlFor="new-message-to">{m.recipientLabel}</label>
        <input
          id="new-message-to"
          type="search"
          autoComplete="off"
          placeholder={m.recipientPlaceholder}
          value={s.term}
          onChange={(e) => dispatch(recipientSearched({ term: e.target.value }))}
        />
      </div>
      {s.status === 'failed' && (
        <p className={styles.error} role="alert">
          {m.somethingWrong}
        </p>
      )}
      {s.status === 'succeeded' && !s.recipient && s.suggestions.length === 0 && (
        <p className={styles.notice}>{m.noMatches}</p>
      )}
      {!s.recipient &&
        GROUPS.map((group) => {
          const users = s.suggestions.filter((u) => u.category === group);
          if (!users.length) return null;
          return (
            <section key={group} aria-label={groupTitle(group)}>
              <h3 className={styles.groupTitle}>{groupTitle(group)}</h3>
              <ul className={styles.suggestions}>
                {users.map((u) => (
                  <li key={u.label}>
                    <button
                      type="button"
                      className={styles.suggestion}
                      onClick={() => dispatch(recipientChosen({ username: u.label }))}
                    >
                      <img className={styles.avatar} src={u.image} alt="" width={32} height={32} />
                      {u.label}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      {s.recipient && (
        <>
          {s.warning && (
            <p className={styles.notice} role="status">
              {m.firstTimeWarning(s.recipient)}
            </p>
          )}
          <Link className={styles.primary} href={conversationPath(s.recipient)} onClick={close}>
            {m.startConversation}
          </Link>
        </>
      )}
    </Modal>
  );
}

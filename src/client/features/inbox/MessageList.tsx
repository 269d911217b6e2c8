import { Fragment, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectConversation } from '../../../reducers/inbox/conversationSlice';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import type { Message } from '../../../shared/inbox/api';
import { displayName, needsSeparator, separatorLabel } from '../../../shared/inbox/composer';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import { messageDeletePath } from '../../../shared/inbox/routes';
import { useHydrated } from '../../components/useHydrated';
import { useNow } from '../../components/useNow';
import styles from './Inbox.module.css';

export const messageAnchor = (id: number): string => `message-${id}`;

interface Props {
  username: string;
  messages: Message[];
  /** Report is hidden when sending is not allowed (spec §6). */
  canReport: boolean;
  onDelete(id: number): void;
  onReport(message: Message): void;
}

/** The messages, oldest first, with a date separator before each gap of 6 hours or more. */
export function MessageList({ username, messages, canReport, onDelete, onReport }: Props) {
  const viewer = useSelector(selectViewer);
  const token = useSelector(selectCsrfToken);
  const { scrollToMessageId, deleting } = useSelector(selectConversation);
  const hydrated = useHydrated();
  const now = useNow();
  useEffect(() => {
    if (scrollToMessageId !== null)
      document.getElementById(messageAnchor(scrollToMessageId))?.scrollIntoView();
  }, [scrollToMessageId]);
  if (!messages.length) return <p className={styles.notice}>{m.noMessages}</p>;
  return (
    <ol className={styles.messages}>
      {messages.map((msg, i) => {
        const own = viewer !== null && msg.from.name === viewer.username;
        const separator = needsSeparator(i ? messages[i - 1].createDate : null, msg.createDate);
        return (
          <Fragment key={msg.id}>
            {separator && (
              <li className={styles.separator}>
                <h2 className={styles.separatorLabel}>{separatorLabel(msg.createDate, now)}</h2>
              </li>
            )}
            <li
              id={messageAnchor(msg.id)}
              className={own ? `${styles.message} ${styles.own}` : styles.message}
            >
              <img
                className={styles.avatar}
                src={msg.from.avatar}
                alt=""
                width={32}
                height={32}
                loading="lazy"
              />
              <div>
                <div className={styles.bubble}>
                  <span className="visually-hidden">{own ? m.you : displayName(msg.from.name)}: </span>
                  <span>{msg.body}</span>
                </div>
                <div className={styles.meta}>
                  {own ? (
                    <form
                      method="post"
                      action={messageDeletePath(username, msg.id)}
                      onSubmit={(e) => {
                        if (!hydrated) return;
                        e.preventDefault();
                        onDelete(msg.id);
                      }}
                    >
                      <input type="hidden" name="_csrf" value={token ?? ''} />
                      <button type="submit" className={styles.linkButton} disabled={deleting === msg.id}>
                        {m.deleteMessage}
                      </button>
                    </form>
                  ) : (
                    canReport &&
                    hydrated && (
                      <button type="button" className={styles.linkButton} onClick={() => onReport(msg)}>
                        {m.report}
                      </button>
                    )
                  )}
                </div>
              </div>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}

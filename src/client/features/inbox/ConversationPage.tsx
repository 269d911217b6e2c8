import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  selectCanMessage,
  selectConversation,
  selectHasOlder,
  selectReplyBlock,
  type ReplyBlock,
} from '../../../reducers/inbox/conversationSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import {
  conversationDeleteRequested,
  conversationOlderRequested,
  messageDeleteRequested,
} from '../../../shared/inbox/actions';
import type { Message } from '../../../shared/inbox/api';
import { displayName } from '../../../shared/inbox/composer';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import { INBOX_PATH, conversationPageUrl, conversationPath } from '../../../shared/inbox/routes';
import { reportOpened } from '../../../shared/reports/api';
import { Loader } from '../../components/Loader';
import { Modal } from '../../components/modal/Modal';
import { useHydrated } from '../../components/useHydrated';
import { Link } from '../../router/Link';
import { navigate } from '../../router/navigation';
import { Composer } from './Composer';
import { ConversationMenu } from './ConversationMenu';
import styles from './Inbox.module.css';
import { MessageList } from './MessageList';
import { UserBadges } from './UserBadges';

const NOTICES: Record<Exclude<ReplyBlock, null>, string> = {
  blocked: m.blockedNotice,
  muted: m.mutedNotice,
  inactive: m.inactiveNotice,
  notAllowed: m.notAllowedNotice,
};

type Confirm = { kind: 'message'; id: number } | { kind: 'conversation' } | null;

/** `/inbox/{username}`: one conversation (spec §2, §4). */
export default function ConversationPage() {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const c = useSelector(selectConversation);
  const hasOlder = useSelector(selectHasOlder);
  const canMessage = useSelector(selectCanMessage);
  const block = useSelector(selectReplyBlock);
  const { path } = useSelector(selectRouter);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const username = c.username ?? decodeURIComponent(path.split('/')[2] ?? '');
  const name = displayName(username);
  useEffect(() => {
    if (c.removed) void navigate(INBOX_PATH);
  }, [c.removed]);
  const report = (msg: Message) =>
    dispatch(
      reportOpened({
        reportType: 'private_message',
        username: name,
        reportId: { name, location: conversationPath(name), body: msg.body },
      }),
    );
  const f = c.flags;
  return (
    <div className={styles.page}>
      <div>
        <p>
          <Link href={INBOX_PATH}>{m.backToInbox}</Link>
        </p>
        <div className={styles.head}>
          <h1>
            {name}
            <UserBadges badges={f.badges} />
          </h1>
          <ConversationMenu username={name} onDelete={() => setConfirm({ kind: 'conversation' })} />
        </div>
        {f.displayDeprecationNotice && <p className={styles.notice}>{m.deprecationNotice}</p>}
        {f.displayWarningNotice && <p className={styles.notice}>{m.warningNotice}</p>}
        {c.loadingOlder && <Loader />}
        {hasOlder && (
          <a
            className={styles.more}
            href={conversationPageUrl(name, c.offset)}
            onClick={(e) => {
              if (!hydrated) return;
              e.preventDefault();
              dispatch(conversationOlderRequested());
            }}
          >
            {m.olderMessages}
          </a>
        )}
        {c.status === 'loading' ? (
          <Loader />
        ) : (
          <MessageList
            username={name}
            messages={c.messages}
            canReport={f.canSendPrivateMessage !== false}
            onDelete={(id) => setConfirm({ kind: 'message', id })}
            onReport={report}
          />
        )}
        {c.status === 'succeeded' && !f.isFollowing && c.messages.length === 0 && canMessage && (
          <p className={styles.notice} role="status">
            {m.firstTimeWarning(name)}
          </p>
        )}
        {block ? (
          <p className={styles.notice} role="status">
            {NOTICES[block]}
          </p>
        ) : (
          c.status !== 'loading' && <Composer key={name} username={name} />
        )}
      </div>
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.kind === 'conversation' ? m.deleteConversation : m.deleteMessage}
      >
        <p>{confirm?.kind === 'conversation' ? m.deleteConversationConfirm : m.deleteMessageConfirm}</p>
        <div className={styles.menu}>
          <button type="button" className={styles.secondary} onClick={() => setConfirm(null)}>
            {m.cancel}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              if (confirm?.kind === 'message') dispatch(messageDeleteRequested({ messageId: confirm.id }));
              else dispatch(conversationDeleteRequested());
              setConfirm(null);
            }}
          >
            {m.confirm}
          </button>
        </div>
      </Modal>
    </div>
  );
}

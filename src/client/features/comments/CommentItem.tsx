import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectComment, selectCommentList, selectLiking } from '../../../reducers/comments/commentsSlice';
import type { RootState } from '../../../reducers/rootReducer';
import {
  commentDeleteRequested,
  commentLikeToggled,
  moreCommentsRequested,
} from '../../../shared/comments/actions';
import { COMMENTS_PER_SET, REPLY_DEPTH, type Comment } from '../../../shared/comments/api';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import {
  commentAnchor,
  commentDeletePath,
  commentLikePath,
  commentThreadUrl,
  repliesOf,
} from '../../../shared/comments/routes';
import { abbreviateNumber, formatWhen } from '../../../shared/common/format';
import { profilePath } from '../../../shared/common/slug';
import { loginUrl } from '../../components/modal/authLinks';
import { Link } from '../../router/Link';
import { CommentBox } from './CommentBox';
import { CommentText } from './CommentText';
import { useCommentsScope } from './scope';
import styles from './Comments.module.css';
import { ReportLink } from '../reports/ReportLink';
import { SafetyMenu } from '../safety/SafetyMenu';
import { REPORTS_MESSAGES } from '../../../shared/reports/messages';

function Badges({ c }: { c: Comment }) {
  const u = c.user;
  return (
    <>
      {c.isStoryAuthor && <span className={styles.authorPill}>{M.writerBadge}</span>}
      {u.isStaff && <span className={styles.badge}>{M.staffBadge}</span>}
      {u.isVerified && <span className={styles.badge}>{M.verifiedBadge}</span>}
      {u.isAmbassador && <span className={styles.badge}>{M.ambassadorBadge}</span>}
    </>
  );
}

/** A comment's text, or behind "This comment may be offensive." until the reader reveals it. */
function Body({ c }: { c: Comment }) {
  const [shown, setShown] = useState(false);
  if (c.status === 'deleted') return <p className={styles.deleted}>{M.deleted}</p>;
  if (c.isOffensive && !shown) {
    return (
      <p className={styles.offensive}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setShown(true)}
          aria-expanded={false}
        >
          {M.offensive}
        </button>
      </p>
    );
  }
  return (
    <p className={styles.text}>
      <CommentText text={c.text} mentions={c.mentions} />
    </p>
  );
}

/**
 * One comment: author, badges and the author pill, when, the text, Like, Reply (not on a reply's
 * reply: depth 2), Delete (`canDelete`), its replies ("View replies"). Each control is a real form
 * or link without JavaScript; a visitor's open the sign-up prompt.
 */
export function CommentItem({
  id,
  depth,
  replyOpen = false,
}: {
  id: string;
  depth: number;
  replyOpen?: boolean;
}) {
  const dispatch = useDispatch();
  const { back, viewer, csrfToken, now, askToSignUp } = useCommentsScope();
  const c = useSelector((s: RootState) => selectComment(s, id));
  const replies = useSelector((s: RootState) => selectCommentList(s, repliesOf(id)));
  const liking = useSelector((s: RootState) => selectLiking(s, id));
  const [replying, setReplying] = useState(replyOpen);
  if (!c) return null;
  const likes = c.sentiments[':like:']?.count ?? 0;
  // Reply depth 2: a comment and a reply can be answered, a reply to a reply cannot.
  const canReply = depth < REPLY_DEPTH && c.status !== 'deleted';
  const thread = commentThreadUrl(back, id);
  const unloadedReplies = c.replyCount > replies.ids.length;
  const likeLabel = (
    <>
      <span aria-hidden="true">{c.liked ? '♥' : '♡'}</span> {M.like}{' '}
      <span className={styles.count}>{abbreviateNumber(likes)}</span>
    </>
  );

  return (
    <li className={styles.item} id={commentAnchor(id)} data-depth={depth}>
      <div className={styles.head}>
        <img className={styles.avatar} src={c.user.avatar} alt="" width={32} height={32} loading="lazy" />
        <Link className={styles.name} href={profilePath(c.user.name)}>
          {c.user.name}
        </Link>
        <Badges c={c} />
        <time className={styles.when} dateTime={c.created}>
          {formatWhen(c.created, now)}
        </time>
      </div>
      <Body c={c} />
      {c.status !== 'deleted' && (
        <div className={styles.actions}>
          {viewer ? (
            <form
              method="post"
              action={commentLikePath(id)}
              onSubmit={(e) => {
                e.preventDefault();
                dispatch(commentLikeToggled({ commentId: id }));
              }}
            >
              <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
              <input type="hidden" name="like" value={c.liked ? '0' : '1'} />
              <input type="hidden" name="back" value={back} />
              <button
                type="submit"
                className={styles.action}
                aria-pressed={Boolean(c.liked)}
                aria-busy={liking}
              >
                {likeLabel}
              </button>
            </form>
          ) : (
            <a
              className={styles.action}
              href={loginUrl(back)}
              onClick={(e) => {
                e.preventDefault();
                askToSignUp();
              }}
            >
              {likeLabel}
            </a>
          )}
          {canReply && (
            <a
              className={styles.action}
              href={viewer ? thread : loginUrl(back)}
              aria-expanded={viewer ? replying : undefined}
              onClick={(e) => {
                e.preventDefault();
                if (viewer) setReplying((r) => !r);
                else askToSignUp();
              }}
            >
              {M.reply}
            </a>
          )}
          {c.canDelete && (
            <form
              method="post"
              action={commentDeletePath(id)}
              onSubmit={(e) => {
                e.preventDefault();
                dispatch(commentDeleteRequested({ commentId: id }));
              }}
            >
              <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
              <input type="hidden" name="back" value={back} />
              <button type="submit" className={styles.action}>
                {M.deleteComment}
              </button>
            </form>
          )}
          {viewer?.username !== c.user.name && (
            <ReportLink
              className={styles.action}
              target={{
                reportType: 'comment',
                username: c.user.name,
                reportId: { name: c.user.name, location: thread, body: c.text },
              }}
            >
              {REPORTS_MESSAGES.report}
            </ReportLink>
          )}
          <SafetyMenu username={c.user.name} back={back} />
        </div>
      )}
      {replying && canReply && <CommentBox resource={repliesOf(id)} reply />}
      {depth < REPLY_DEPTH && replies.ids.length > 0 && (
        <ul className={styles.replies}>
          {replies.ids.map((r) => (
            <CommentItem key={r} id={r} depth={depth + 1} />
          ))}
        </ul>
      )}
      {depth < REPLY_DEPTH && unloadedReplies && (
        <a
          className={styles.viewReplies}
          href={commentThreadUrl(back, id, replies.ids.length + COMMENTS_PER_SET)}
          onClick={(e) => {
            e.preventDefault();
            dispatch(moreCommentsRequested({ resource: repliesOf(id) }));
          }}
          aria-busy={replies.status === 'loading'}
        >
          {M.viewReplies} ({abbreviateNumber(c.replyCount - replies.ids.length)})
        </a>
      )}
    </li>
  );
}

import { useId, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { commentsActions, selectCommentBox } from '../../../reducers/comments/commentsSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { commentPostRequested } from '../../../shared/comments/actions';
import type { CommentResource } from '../../../shared/comments/api';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import { COMMENT_POST_PATH } from '../../../shared/comments/routes';
import {
  COMMENT_TEXT_MAX,
  commentTextError,
  normaliseCommentText,
} from '../../../shared/comments/validation';
import { loginUrl } from '../../components/modal/authLinks';
import { useCommentsScope } from './scope';
import styles from './Comments.module.css';
import { Spinner } from '../../components/Loader';

/**
 * The box to comment on `resource` (a reply's: `comments` + the parent). A real form
 * (`POST /comments`, back to the part) that posts through the saga with JavaScript: "Post" shows
 * the loading state, then the inline "Comment failed to post" in a line kept for it, so nothing
 * moves under the pointer. A visitor's box is a link to log in that opens the sign-up prompt.
 */
export function CommentBox({ resource, reply = false }: { resource: CommentResource; reply?: boolean }) {
  const dispatch = useDispatch();
  const { back, viewer, csrfToken, askToSignUp } = useCommentsScope();
  const box = useSelector((s: RootState) => selectCommentBox(s, resource));
  const id = useId();
  const placeholder = reply ? M.replyPlaceholder : M.placeholder;

  if (!viewer) {
    return (
      <a
        className={styles.visitorBox}
        href={loginUrl(back)}
        onClick={(e) => {
          e.preventDefault();
          askToSignUp();
        }}
      >
        {placeholder}
      </a>
    );
  }

  const posting = box.status === 'posting';
  // A refused post keeps its text; the error line is always there (empty), so it moves nothing.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get('text') ?? '');
    if (commentTextError(normaliseCommentText(text))) return;
    dispatch(commentPostRequested({ resource, text }));
  };
  return (
    <form
      className={styles.box}
      method="post"
      action={COMMENT_POST_PATH}
      onSubmit={onSubmit}
      aria-busy={posting}
    >
      <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
      <input type="hidden" name="namespace" value={resource.namespace} />
      <input type="hidden" name="resourceId" value={resource.resourceId} />
      <input type="hidden" name="back" value={back} />
      <label className="visually-hidden" htmlFor={id}>
        {placeholder}
      </label>
      <textarea
        id={id}
        name="text"
        className={styles.textarea}
        placeholder={placeholder}
        required
        maxLength={COMMENT_TEXT_MAX}
        rows={reply ? 2 : 3}
        value={box.text}
        readOnly={posting}
        onChange={(e) => dispatch(commentsActions.boxEdited({ resource, text: e.target.value }))}
        aria-describedby={`${id}-error`}
      />
      <div className={styles.boxFoot}>
        <p id={`${id}-error`} className={styles.inlineError} aria-live="polite">
          {box.status === 'failed' && (box.reason ? `${M.postFailed}: ${box.reason}` : M.postFailed)}
        </p>
        <button type="submit" className={styles.primary} disabled={posting}>
          {posting ? <Spinner label="Posting" /> : M.post}
        </button>
      </div>
    </form>
  );
}

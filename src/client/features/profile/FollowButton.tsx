import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { followToggled, selectProfile } from '../../../reducers/profile/profileSlice';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import type { UserProfile } from '../../../shared/profile/api';
import { FOLLOW_MESSAGES as F } from '../../../shared/lists/messages';
import { profilePath } from '../../../shared/common/slug';
import { followIntent } from '../../../shared/accounts/intent';
import { loginUrl } from '../../components/modal/authLinks';
import { LazySignUpPrompt } from '../../components/modal/LazySignUpPrompt';
import styles from './Profile.module.css';

export const followFormPath = (username: string): string => `${profilePath(username)}/follow`;

/**
 * Follow / Unfollow: a real form post (works with JavaScript off); with JavaScript the saga posts
 * it and shows the spec's failure toast. A visitor gets the sign-up modal, or without JavaScript a
 * link to log in and come back.
 */
export function FollowButton({ user }: { user: UserProfile }) {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const csrfToken = useSelector(selectCsrfToken);
  const { followStatus } = useSelector(selectProfile);
  const [prompt, setPrompt] = useState(false);
  const here = profilePath(user.username);
  if (!viewer) {
    // The follow travels through log-in or sign-up: they come back following (issue 24 #1).
    const intent = followIntent(user.username);
    return (
      <>
        <a
          className={styles.follow}
          href={loginUrl(here, intent)}
          onClick={(e) => {
            e.preventDefault();
            setPrompt(true);
          }}
        >
          {F.follow}
        </a>
        <LazySignUpPrompt open={prompt} onClose={() => setPrompt(false)} nextUrl={here} intent={intent} />
      </>
    );
  }
  if (viewer.username.toLowerCase() === user.username.toLowerCase()) return null;
  const follow = !user.following;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(followToggled({ username: user.username, follow }));
  };
  return (
    <form method="post" action={followFormPath(user.username)} onSubmit={onSubmit}>
      <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
      <input type="hidden" name="follow" value={follow ? '1' : '0'} />
      <button
        type="submit"
        className={follow ? styles.follow : styles.following}
        disabled={followStatus === 'loading'}
        aria-pressed={!follow}
      >
        {follow ? F.follow : F.unfollow}
      </button>
    </form>
  );
}

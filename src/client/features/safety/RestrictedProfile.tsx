import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectProfileSafetyFlags, type SafetyState } from '../../../reducers/safety/safetySlice';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import { abbreviateNumber } from '../../../shared/common/format';
import { profilePath } from '../../../shared/common/slug';
import { helpCentreUrl } from '../../../shared/help/routes';
import type { UserProfile } from '../../../shared/profile/api';
import { parseQuery } from '../../../shared/routes';
import * as a from '../../../shared/safety/actions';
import { useHydrated } from '../../components/useHydrated';
import { SafetyMenu } from './SafetyMenu';
import styles from './RestrictedProfile.module.css';

const TABS = [
  ['about', 'About'],
  ['conversations', 'Conversations'],
  ['following', 'Following'],
] as const;
type Tab = (typeof TABS)[number][0];

/**
 * `/user/{username}` while the viewer mutes or blocks the account (accounts-safety-messaging §2):
 * this instead of the profile; otherwise `children` (the profile as it is).
 */
export function RestrictedOr({ user, children }: { user: UserProfile; children: ReactNode }) {
  const muted = useSelector(
    (s: { safety: SafetyState }) => selectProfileSafetyFlags(s, user).isMutedByCurrentUser,
  );
  const blocked = useSelector(
    (s: { safety: SafetyState }) => selectProfileSafetyFlags(s, user).isBlockedByCurrentUser,
  );
  if (!muted && !blocked) return <>{children}</>;
  return <RestrictedProfile user={user} blocked={blocked} />;
}

/**
 * The restricted header (avatar, name, counts of works, reading lists and followers, Unmute or
 * Unblock), the moderation dropdown (mute, block, the code of conduct, the safety portal, the
 * policies; Close Account and Time-out for system admins and moderators) and the tabs About,
 * Conversations, Following (hidden on small screens) as links (`?tab=`).
 */
function RestrictedProfile({ user, blocked }: { user: UserProfile; blocked: boolean }) {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const csrf = useSelector(selectCsrfToken);
  const { search } = useSelector(selectRouter);
  const hydrated = useHydrated();
  const here = profilePath(user.username);
  const tab: Tab = TABS.find(([k]) => k === parseQuery(search).tab)?.[0] ?? 'about';
  const target = { username: user.username, name: user.name };
  const action = blocked ? 'unblock' : 'unmute';
  const staff = Boolean(viewer && (viewer.isSysAdmin || viewer.isStaff));
  const counts: [string, number][] = [
    ['Works', user.numStoriesPublished],
    ['Reading lists', user.numLists],
    ['Followers', user.numFollowers],
  ];
  return (
    <article className={styles.restricted}>
      <header className={styles.header}>
        <img className={styles.avatar} src={user.avatar} width={96} height={96} alt="" />
        <h1 className={styles.name}>{user.name}</h1>
        <p className={styles.username}>{`@${user.username}`}</p>
        <dl className={styles.counts}>
          {counts.map(([label, n]) => (
            <div key={label}>
              <dd>{abbreviateNumber(n)}</dd>
              <dt>{label}</dt>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <form
            method="post"
            action="/safety"
            onSubmit={(e) => {
              e.preventDefault();
              dispatch(blocked ? a.unblockRequested(target) : a.unmuteRequested(target));
            }}
          >
            <input type="hidden" name="_csrf" value={csrf ?? ''} />
            <input type="hidden" name="action" value={action} />
            <input type="hidden" name="username" value={user.username} />
            <input type="hidden" name="back" value={here} />
            <button type="submit" className={styles.primary}>
              {blocked ? 'Unblock' : 'Unmute'}
            </button>
          </form>
          <SafetyMenu
            username={user.username}
            name={user.name}
            known={{ muted: user.safety.isMuted, blocked }}
            back={here}
            label="Moderation"
            report={{
              reportType: 'user',
              username: user.username,
              reportId: { name: user.username, location: here },
            }}
          >
            <a href="/terms">Code of conduct</a>
            <a href={helpCentreUrl(viewer?.languageId)}>Safety portal</a>
            <a href="/privacy">Policies</a>
            {staff && hydrated && (
              <>
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => dispatch(a.moderationOpened({ kind: 'close', username: user.username }))}
                >
                  Close Account
                </button>
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => dispatch(a.moderationOpened({ kind: 'timeout', username: user.username }))}
                >
                  Time-out
                </button>
              </>
            )}
          </SafetyMenu>
        </div>
      </header>
      <nav className={styles.tabs} aria-label="Profile">
        {TABS.map(([key, label]) => (
          <a
            key={key}
            href={`${here}?tab=${key}`}
            aria-current={tab === key ? 'page' : undefined}
            className={key === 'following' ? styles.following : undefined}
          >
            {label}
          </a>
        ))}
      </nav>
      <section className={styles.panel}>
        {tab === 'about' && <p>{user.description || `${user.name} has not written an about yet.`}</p>}
        {tab === 'conversations' && (
          <p>{`You ${blocked ? 'block' : 'mute'} ${user.name}: their conversations are hidden from you.`}</p>
        )}
        {tab === 'following' && (
          <p>{`${user.name} follows ${abbreviateNumber(user.numFollowing)} accounts.`}</p>
        )}
      </section>
    </article>
  );
}

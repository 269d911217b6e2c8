import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { relationWith } from '../../../reducers/safety/safetySlice';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import { reportOpened, type ReportTarget } from '../../../shared/reports/api';
import { reportUrl } from '../../../shared/reports/routes';
import * as a from '../../../shared/safety/actions';
import type { SafetyState } from '../../../reducers/safety/safetySlice';
import styles from './Safety.module.css';

export interface SafetyMenuProps {
  username: string;
  name?: string;
  /** What the page loaded (the profile's `safety`); the session's own mutes and blocks win. */
  known?: { muted: boolean; blocked: boolean };
  /** What a Report item reports (a comment, a user); none: no Report item. */
  report?: ReportTarget;
  /** The page to come back to after a no-JavaScript form. */
  back: string;
  /** Extra items (the restricted profile's links and staff actions). */
  children?: React.ReactNode;
  label?: string;
}

/**
 * The safety menu (accounts-safety-messaging §2): Mute/Unmute, Block/Unblock, Report. A `<details>`
 * whose items are real forms (`POST /safety`) and a link (the report page), so it works without
 * JavaScript; with it the sagas confirm, call and toast. Mute shows only when the account is not
 * blocked (spec §4). Nothing for visitors or on your own account.
 */
export function SafetyMenu({
  username,
  name,
  known,
  report,
  back,
  children,
  label = 'More actions',
}: SafetyMenuProps) {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const csrf = useSelector(selectCsrfToken);
  // Two booleans (not one new object per call: the selector's answer must compare equal).
  const muted = useSelector(
    (s: { safety: SafetyState }) =>
      relationWith(s, username, known ?? { muted: false, blocked: false }).muted,
  );
  const blocked = useSelector(
    (s: { safety: SafetyState }) =>
      relationWith(s, username, known ?? { muted: false, blocked: false }).blocked,
  );
  const rel = { muted, blocked };
  if (!viewer || viewer.username.toLowerCase() === username.toLowerCase()) return null;
  const target = { username, name: name || username };
  const item = (action: a.SafetyKind, text: string, act: () => void) => (
    <form
      method="post"
      action="/safety"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        (e.currentTarget.closest('details') as HTMLDetailsElement | null)?.removeAttribute('open');
        act();
      }}
    >
      <input type="hidden" name="_csrf" value={csrf ?? ''} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="username" value={username} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" role="menuitem">
        {text}
      </button>
    </form>
  );
  return (
    <details className={styles.menu}>
      <summary aria-label={`${label}: ${target.name}`}>⋯</summary>
      <div className={styles.menuList} role="menu">
        {!rel.blocked &&
          (rel.muted
            ? item('unmute', 'Unmute', () => dispatch(a.unmuteRequested(target)))
            : item('mute', 'Mute', () => dispatch(a.muteRequested(target))))}
        {rel.blocked
          ? item('unblock', 'Unblock', () => dispatch(a.unblockRequested(target)))
          : item('block', 'Block', () => dispatch(a.blockRequested(target)))}
        {report && (
          <a
            role="menuitem"
            href={reportUrl(report)}
            onClick={(e) => {
              e.preventDefault();
              dispatch(reportOpened(report));
            }}
          >
            Report
          </a>
        )}
        {children}
      </div>
    </details>
  );
}

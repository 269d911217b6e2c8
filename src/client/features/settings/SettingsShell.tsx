import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectSettings, settingsActions as a } from '../../../reducers/settings/settingsSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { AFTER_CHANGE_URL, type SettingsSection } from '../../../shared/settings/routes';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { sectionMessages as sm } from '../../../shared/settings/sectionMessages';
import { sessionsMessages } from '../../../shared/sessions/messages';
import { Toast } from '../../components/Toast';
import { Link } from '../../router/Link';
import styles from './Settings.module.css';

/**
 * The settings page frame: title, tabs, the toast, and the full-page navigation a finished change
 * asks for. Tabs (spec §2): account reloads /settings?section=account, notifications goes to
 * /settings/notifications, the others change the address without a reload.
 */
export function SettingsShell({ current, children }: { current: SettingsSection; children: ReactNode }) {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const { redirectTo, toast } = useSelector(selectSettings);
  useEffect(() => {
    if (redirectTo === 'changed') window.location.assign(AFTER_CHANGE_URL);
    if (redirectTo === 'passwordChanged')
      window.location.assign(`${AFTER_CHANGE_URL}&notice=${encodeURIComponent(m.passwordChanged)}`);
  }, [redirectTo]);
  const tab = (section: SettingsSection) => (current === section ? { 'aria-current': 'page' as const } : {});
  if (!viewer) {
    return (
      <section className={styles.page}>
        <h1>{m.pageTitle}</h1>
        <p>
          <a href="/login?nextUrl=/settings">{m.loginNeeded}</a>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title">{m.pageTitle}</h1>
      <nav className={styles.tabs} aria-label={m.pageTitle}>
        <a className={styles.tab} href="/settings?section=account" {...tab('account')}>
          {m.tabAccount}
        </a>
        <Link className={styles.tab} href="/settings/notifications" {...tab('notifications')}>
          {m.tabNotifications}
        </Link>
        <Link className={styles.tab} href="/settings?section=content" {...tab('content')}>
          {m.tabContent}
        </Link>
        <Link className={styles.tab} href="/settings?section=mute" {...tab('mute')}>
          {sm.tabMute}
        </Link>
        <Link className={styles.tab} href="/settings?section=block" {...tab('block')}>
          {sm.tabBlock}
        </Link>
        <Link className={styles.tab} href="/settings?section=sessions" {...tab('sessions')}>
          {sessionsMessages.tab}
        </Link>
      </nav>
      {children}
      {toast !== null && (
        <Toast
          message={[m.changesNotSaved, toast].filter(Boolean).join(' ')}
          onDismiss={() => dispatch(a.toastDismissed())}
        />
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectSettings } from '../../../reducers/settings/settingsSlice';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { sectionMessages as sm } from '../../../shared/settings/sectionMessages';
import { parseQuery } from '../../../shared/routes';
import { settingsSectionOf, type SettingsSection } from '../../../shared/settings/routes';
import ContentSettingsSection from '../contentSettings/ContentSettingsSection';
import SessionsSection from '../sessions/SessionsSection';
import { navigate } from '../../router/navigation';
import { SafetySection } from '../safety/SafetySection';
import { AccountSection } from './AccountSection';
import { SettingsShell } from './SettingsShell';
import styles from './Settings.module.css';

/**
 * `/settings?section=account|content|mute|block` (spec §2; mute and block: the safety feature's lists). The server renders the section of the query; in
 * the browser the same value may come as a hash (`/settings#content`). Notifications live on their
 * own page (`/settings/notifications`), which `#notifications` goes to.
 */
export default function SettingsPage() {
  const router = useSelector(selectRouter);
  const { account, status, flash } = useSelector(selectSettings);
  const query = parseQuery(router.search);
  const [hash, setHash] = useState<string | undefined>(undefined);
  useEffect(() => {
    const read = () => setHash(window.location.hash.slice(1) || undefined);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const section: SettingsSection = settingsSectionOf(query.section ?? hash);
  useEffect(() => {
    if ((query.section ?? hash) === 'notifications')
      void navigate('/settings/notifications', { replace: true });
  }, [query.section, hash]);

  return (
    <SettingsShell current={section}>
      {flash?.kind === 'emailSent' && (
        <div className={styles.alert} role="status">
          <strong>{m.emailSentTitle}</strong> {m.emailSentBody(flash.email ?? '')}
        </div>
      )}
      {flash?.kind === 'birthdateSaved' && (
        <p className={styles.alert} role="status">
          {m.birthdateSaved}
        </p>
      )}
      {flash?.kind === 'verificationSent' && (
        <div className={styles.alert} role="status">
          <strong>{sm.resendSentTitle}</strong> {sm.resendSentBody(flash.email ?? '')}
        </div>
      )}
      {flash?.kind === 'verificationFailed' && (
        <div className={styles.danger} role="alert">
          <strong>{sm.resendFailedTitle}</strong> {sm.resendFailedBody}
        </div>
      )}
      {section === 'mute' || section === 'block' ? (
        <SafetySection section={section} />
      ) : section === 'content' ? (
        <ContentSettingsSection />
      ) : section === 'sessions' ? (
        <SessionsSection />
      ) : account ? (
        <AccountSection account={account} edit={query.edit} />
      ) : (
        <p role="status">{status === 'failed' ? m.changesNotSaved : 'Loading…'}</p>
      )}
    </SettingsShell>
  );
}

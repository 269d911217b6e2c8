import { useEffect, type MouseEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  selectSettings,
  settingsActions as a,
  type SettingsModal,
} from '../../../reducers/settings/settingsSlice';
import type { AccountSettings } from '../../../shared/settings/api';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { useHydrated } from '../../components/useHydrated';
import { AccountLinks, ResendVerification } from './AccountExtras';
import { BirthdateField } from './BirthdateField';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangeUsernameForm } from './ChangeUsernameForm';
import { SettingsDialogs } from './SettingsDialogs';
import styles from './Settings.module.css';

type Editable = Exclude<SettingsModal, 'none' | 'emailSent'>;

const editOf = (v: string | undefined): Editable | null =>
  v === 'email' || v === 'username' || v === 'password' ? v : null;

/**
 * The account section: username, email (verified or not), birthdate and password. Each Change is a
 * real link (`?section=account&edit=…` shows the form in the page, posted without JavaScript);
 * with JavaScript it opens the dialog instead.
 */
export function AccountSection({ account, edit }: { account: AccountSettings; edit: string | undefined }) {
  const dispatch = useDispatch();
  const { form } = useSelector(selectSettings);
  const hydrated = useHydrated();
  const refused = form && form.name !== 'birthdate' && form.name !== 'notifications' ? form.name : null;
  // A link to `?edit=…` (e.g. the verify-email modal's Change email) opens the dialog once scripts
  // run; the server's inline form stays for a refused post and without JavaScript.
  const inline = editOf(refused ?? (hydrated ? undefined : edit));
  useEffect(() => {
    const wanted = editOf(edit);
    if (hydrated && wanted && !refused) dispatch(a.modalOpened(wanted));
  }, [hydrated, edit, refused, dispatch]);
  const open = (modal: Editable) => (e: MouseEvent) => {
    e.preventDefault();
    dispatch(a.modalOpened(modal));
  };
  const changeLink = (modal: Editable, label: string, text: string = m.change) => (
    <a
      className={styles.change}
      href={`/settings?section=account&edit=${modal}`}
      onClick={open(modal)}
      aria-label={label}
    >
      {text}
    </a>
  );
  const passwordLabel = account.has_password ? m.changePassword : m.createPassword;
  return (
    <section aria-labelledby="settings-account-heading">
      <h2 id="settings-account-heading" className="visually-hidden">
        {m.accountHeading}
      </h2>
      {form?.message && (
        <p className={styles.danger} role="alert">
          {form.message}
        </p>
      )}
      <div className={styles.rows}>
        <div className={styles.row}>
          <span className={styles.key}>{m.username}</span>
          <span className={styles.value}>{account.username}</span>
          {changeLink('username', m.changeUsername)}
        </div>
        {inline === 'username' && (
          <div className={styles.inline}>
            <h3>{m.changeUsername}</h3>
            <ChangeUsernameForm userId={account.id} current={account.username} dialog={false} />
          </div>
        )}
        <div className={styles.row}>
          <span className={styles.key}>{m.email}</span>
          <span className={styles.value}>
            {account.email || m.noEmail}
            {account.email && (
              <span className={account.verified_email ? styles.badgeOk : styles.badge}>
                {account.verified_email ? m.verified : m.notVerified}
              </span>
            )}
          </span>
          {changeLink('email', m.changeEmail)}
        </div>
        {account.email && !account.verified_email && <ResendVerification userId={account.id} />}
        {inline === 'email' && (
          <div className={styles.inline}>
            <h3>{m.changeEmail}</h3>
            <ChangeEmailForm userId={account.id} dialog={false} />
          </div>
        )}
        <div className={styles.row}>
          <span className={styles.key}>{m.password}</span>
          <span className={styles.value}>{account.has_password ? '••••••••' : m.noPassword}</span>
          {changeLink('password', passwordLabel, account.has_password ? m.change : m.createPassword)}
        </div>
        {inline === 'password' && (
          <div className={styles.inline}>
            <h3>{passwordLabel}</h3>
            <ChangePasswordForm
              userId={account.id}
              username={account.username}
              hasPassword={account.has_password}
              dialog={false}
            />
          </div>
        )}
        <div className={styles.row}>
          <div className={styles.value}>
            <BirthdateField
              userId={account.id}
              birthdate={account.birthdate}
              rules={account.birthdateRules}
            />
          </div>
        </div>
      </div>
      <AccountLinks />
      <SettingsDialogs account={account} />
    </section>
  );
}

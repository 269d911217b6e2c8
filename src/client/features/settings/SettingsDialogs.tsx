import { useDispatch, useSelector } from 'react-redux';
import { selectSettings, settingsActions as a } from '../../../reducers/settings/settingsSlice';
import type { AccountSettings } from '../../../shared/settings/api';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { Modal } from '../../components/modal/Modal';
import modalStyles from '../../components/modal/Modal.module.css';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangeUsernameForm } from './ChangeUsernameForm';

/** The account section's dialogs (JavaScript on): change email → email sent, username, password. */
export function SettingsDialogs({ account }: { account: AccountSettings }) {
  const dispatch = useDispatch();
  const { modal, sentTo } = useSelector(selectSettings);
  const close = () => dispatch(a.modalClosed());
  // The change-email flow ends in the email-sent dialog; then on, as after every change (spec §2).
  const done = () => dispatch(a.redirectRequested('changed'));
  return (
    <>
      <Modal open={modal === 'email'} onClose={close} title={m.changeEmail}>
        <ChangeEmailForm userId={account.id} dialog />
      </Modal>
      <Modal open={modal === 'username'} onClose={close} title={m.changeUsername}>
        <ChangeUsernameForm userId={account.id} current={account.username} dialog />
      </Modal>
      <Modal
        open={modal === 'password'}
        onClose={close}
        title={account.has_password ? m.changePassword : m.createPassword}
      >
        <ChangePasswordForm
          userId={account.id}
          username={account.username}
          hasPassword={account.has_password}
          dialog
        />
      </Modal>
      <Modal open={modal === 'emailSent'} onClose={done} title={m.emailSentTitle}>
        <p role="status">{m.emailSentBody(sentTo ?? '')}</p>
        <div className={modalStyles.actions}>
          <button type="button" className={modalStyles.primary} onClick={done}>
            {m.ok}
          </button>
        </div>
      </Modal>
    </>
  );
}

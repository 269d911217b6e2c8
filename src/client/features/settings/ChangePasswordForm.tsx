import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectSettings, settingsActions as a } from '../../../reducers/settings/settingsSlice';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { canSaveChangePassword, newPasswordError } from '../../../shared/settings/validation';
import { RESET_PASSWORD_MAX } from '../../../shared/recovery/validation';
import { FORGOT_FROM_SETTINGS } from '../../../shared/settings/routes';
import { Field, FormActions, FormHidden } from './Field';
import styles from './Settings.module.css';

interface Props {
  userId: number;
  username: string;
  /** False: "create password" (no current password to give). */
  hasPassword: boolean;
  dialog: boolean;
}

/**
 * Change or create password (spec §5: Save only when the new password is valid and, for accounts
 * with a password, the current one is given). A 467 answer shows under the current-password field.
 */
export function ChangePasswordForm({ userId, username, hasPassword, dialog }: Props) {
  const dispatch = useDispatch();
  const { form, fieldErrors: sent, submitting } = useSelector(selectSettings);
  const server = dialog ? sent : form?.name === 'password' ? form.fieldErrors : {};
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const typed = dialog && newPassword.length > 0 ? newPasswordError(newPassword, username) : null;
  const disabled =
    dialog && (submitting || !canSaveChangePassword({ oldPassword, newPassword }, hasPassword, username));
  return (
    <form
      className={styles.form}
      method="post"
      action="/settings?section=account&edit=password"
      onSubmit={(e) => {
        if (!dialog) return;
        e.preventDefault();
        if (!disabled)
          dispatch(
            a.passwordChangeSubmitted({ id: userId, old_password: oldPassword, new_password: newPassword }),
          );
      }}
    >
      <FormHidden form="password" userId={userId} />
      {hasPassword && (
        <Field
          id="settings-old-password"
          label={m.currentPassword}
          name="old_password"
          type="password"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          error={server.old_password}
        />
      )}
      <Field
        id="settings-new-password"
        label={m.newPassword}
        name="new_password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={RESET_PASSWORD_MAX}
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        error={typed ?? server.new_password}
        note={<span className={styles.hint}>{m.newPasswordHint}</span>}
      />
      <a className={styles.link} href={FORGOT_FROM_SETTINGS}>
        {m.forgotPassword}
      </a>
      <FormActions disabled={disabled} dialog={dialog} />
    </form>
  );
}

import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectSettings, settingsActions as a } from '../../../reducers/settings/settingsSlice';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { canSaveUsername, validateUsername } from '../../../shared/settings/validation';
import { Field, FormActions, FormHidden, PasswordField } from './Field';
import styles from './Settings.module.css';

/** Change username (spec §2 settings modals; §9: the change takes up to 24 hours). */
export function ChangeUsernameForm({
  userId,
  current,
  dialog,
}: {
  userId: number;
  current: string;
  dialog: boolean;
}) {
  const dispatch = useDispatch();
  const { form, fieldErrors: sent, submitting } = useSelector(selectSettings);
  const server = dialog ? sent : form?.name === 'username' ? form.fieldErrors : {};
  const echoed = !dialog && form?.name === 'username' ? form.values : {};
  const [username, setUsername] = useState(echoed.username ?? current);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const local = dialog && touched ? validateUsername(username) : null;
  const disabled = dialog && (submitting || !canSaveUsername(username, password, current));
  return (
    <form
      className={styles.form}
      method="post"
      action="/settings?section=account&edit=username"
      onSubmit={(e) => {
        if (!dialog) return;
        e.preventDefault();
        if (!disabled)
          dispatch(a.usernameChangeSubmitted({ id: userId, username: username.trim(), password }));
      }}
    >
      <FormHidden form="username" userId={userId} />
      <p className={styles.note}>{m.usernameChangeNote}</p>
      <Field
        id="settings-new-username"
        label={m.newUsername}
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        onBlur={() => setTouched(true)}
        error={local ?? server.username}
      />
      <PasswordField
        id="settings-username-password"
        value={password}
        onChange={setPassword}
        error={server.password}
      />
      <FormActions disabled={disabled} dialog={dialog} />
    </form>
  );
}

import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectSettings, settingsActions as a } from '../../../reducers/settings/settingsSlice';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { canSubmitChangeEmail, emailMismatch, validateNewEmail } from '../../../shared/settings/validation';
import { FORGOT_FROM_SETTINGS } from '../../../shared/settings/routes';
import { Field, FormActions, FormHidden, PasswordField } from './Field';
import styles from './Settings.module.css';

interface Props {
  userId: number;
  /** In the dialog (JavaScript): checked on blur, sent by the saga. Else a plain form post. */
  dialog: boolean;
}

/** The email field's state under it (spec §4): pending, check or warning. */
function EmailStatus({ email }: { email: string }) {
  const check = useSelector(selectSettings).emailCheck;
  if (check.email !== email || check.state === 'idle') return null;
  if (check.state === 'pending')
    return (
      <span className={styles.pending} role="status" data-state="pending">
        {m.emailChecking}
      </span>
    );
  if (check.state === 'check')
    return (
      <span className={styles.ok} role="status" data-state="check">
        ✓ {m.emailAvailable}
      </span>
    );
  return (
    <span className={styles.error} role="alert" data-state="warning">
      ⚠ {check.message || m.emailInvalid}
    </span>
  );
}

/** Change email (spec §2, §5): new email, confirmation and password, with a forgot-password link. */
export function ChangeEmailForm({ userId, dialog }: Props) {
  const dispatch = useDispatch();
  const { form, fieldErrors: sent, submitting, emailCheck } = useSelector(selectSettings);
  const server = dialog ? sent : form?.name === 'email' ? form.fieldErrors : {};
  const echoed = !dialog && form?.name === 'email' ? form.values : {};
  const [email, setEmail] = useState(echoed.email ?? '');
  const [confirm, setConfirm] = useState(echoed.confirm_email ?? '');
  const [password, setPassword] = useState('');
  const [blurredError, setBlurredError] = useState<string | null>(null);

  const onEmailBlur = () => {
    if (!dialog) return;
    const problem = validateNewEmail(email);
    setBlurredError(problem);
    if (!problem) dispatch(a.emailBlurred({ email: email.trim() }));
  };
  const mismatch = dialog ? emailMismatch(email, confirm) : null;
  const serverEmailOk = emailCheck.email === email.trim() && emailCheck.state === 'check';
  const input = { email, confirm_email: confirm, password };
  const disabled = dialog && (submitting || !canSubmitChangeEmail(input, serverEmailOk));

  return (
    <form
      className={styles.form}
      method="post"
      action="/settings?section=account&edit=email"
      noValidate={dialog}
      onSubmit={(e) => {
        if (!dialog) return;
        e.preventDefault();
        if (!disabled) dispatch(a.emailChangeSubmitted({ id: userId, ...input }));
      }}
    >
      <FormHidden form="email" userId={userId} />
      <Field
        id="settings-new-email"
        label={m.newEmail}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setBlurredError(null);
        }}
        onBlur={onEmailBlur}
        error={blurredError ?? server.email}
        note={dialog ? <EmailStatus email={email.trim()} /> : undefined}
      />
      <Field
        id="settings-confirm-email"
        label={m.confirmEmail}
        name="confirm_email"
        type="email"
        autoComplete="email"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={mismatch ?? server.confirm_email}
      />
      <PasswordField
        id="settings-email-password"
        value={password}
        onChange={setPassword}
        error={server.password}
      />
      <a className={styles.link} href={FORGOT_FROM_SETTINGS}>
        {m.forgotPassword}
      </a>
      <FormActions disabled={disabled} dialog={dialog} />
    </form>
  );
}

import { FieldMessage } from '../../components/forms/FormParts';
import styles from './Accounts.module.css';

/**
 * A field's message in space kept for it whether or not it shows (issue 24 #2): a message that
 * appears on blur ("Great, passwords match!") must not push the consent box or the button away
 * from under the pointer between its press and release — that lost the first click. `lines`: how
 * many lines the field's longest message takes in the narrowest form (the sign-up prompt at 320 px).
 */
export function ReservedMessage({
  lines = 1,
  ...message
}: {
  id: string;
  error?: string | null;
  success?: string | null;
  lines?: 1 | 2;
}) {
  return (
    <div className={lines === 2 ? styles.reserve2 : styles.reserve1}>
      <FieldMessage {...message} />
    </div>
  );
}

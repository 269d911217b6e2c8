import { readerMessages as m } from '../../../shared/messages/reader';
import { Modal } from './Modal';
import styles from './Modal.module.css';

/** `/login?nextUrl=…` for an action that needs an account (the no-JavaScript fallback too). */
export const loginUrl = (nextUrl: string): string => `/login?nextUrl=${encodeURIComponent(nextUrl)}`;
export const signupUrl = (nextUrl: string): string => `/signup?nextUrl=${encodeURIComponent(nextUrl)}`;

/** The sign-up modal a visitor gets on actions that need an account (reading-discovery §6). */
export function SignUpPrompt({
  open,
  onClose,
  nextUrl,
}: {
  open: boolean;
  onClose: () => void;
  nextUrl: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title={m.signUpPromptTitle}>
      <div className={styles.actions}>
        <a className={styles.primary} href={signupUrl(nextUrl)}>
          {m.signUp}
        </a>
        <a className={styles.secondary} href={loginUrl(nextUrl)}>
          {m.logIn}
        </a>
      </div>
    </Modal>
  );
}

import { useState } from 'react';
import { readerMessages as m } from '../../../shared/reader/messages';
import { socialMessages as sm } from '../../../shared/social/messages';
import { AuthPanel, SwitchLink } from '../../features/accounts/AuthPanel';
import styles from '../../features/accounts/AuthPanel.module.css';
import { SocialButtons } from '../../features/accounts/SocialButtons';
import { Modal } from './Modal';

import { loginUrl, signupUrl } from './authLinks';

export { loginUrl, signupUrl };

export type PromptView = 'require-signup' | 'register' | 'login';

/** The benefits graphic: an open book. */
function BookGraphic() {
  return (
    <svg className={styles.graphic} viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <path d="M60 18 C44 8 22 8 8 14 V72 C22 66 44 66 60 76 Z" fill="var(--color-accent)" opacity="0.85" />
      <path d="M60 18 C76 8 98 8 112 14 V72 C98 66 76 66 60 76 Z" fill="var(--color-accent)" opacity="0.55" />
      <path d="M60 18 V76" stroke="var(--color-bg)" strokeWidth="2" />
    </svg>
  );
}

/**
 * The sign-up modal a visitor gets on actions that need an account (spec §2): require-signup
 * (benefits, a graphic, sign up with email / Google / Facebook, 'or', a switch to log in), register
 * (the email sign-up form, 'Back to all signup options') and login. The back buttons return to
 * require-signup; the view is remembered while the page lives (reopening shows the last one).
 * Every choice is also a real link (/signup, /login) for a page without JavaScript.
 */
export function SignUpPrompt({
  open,
  onClose,
  nextUrl,
  intent,
}: {
  open: boolean;
  onClose: () => void;
  nextUrl: string;
  /** What the visitor asked for (Follow, Vote): done by the log-in or sign-up post. */
  intent?: string;
}) {
  const [view, setView] = useState<PromptView>('require-signup');
  const back = (
    <button type="button" className={styles.back} onClick={() => setView('require-signup')}>
      ‹ {sm.backToSignupOptions}
    </button>
  );
  return (
    <Modal open={open} onClose={onClose} title={m.signUpPromptTitle}>
      {view === 'require-signup' && (
        <div className={styles.panel}>
          <BookGraphic />
          <ul className={styles.benefits}>
            {sm.promptBenefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <SocialButtons intent="signup" nextUrl={nextUrl} action={intent} />
          <SwitchLinkButton href={signupUrl(nextUrl, intent)} onSwitch={() => setView('register')}>
            {sm.signUpWithEmail}
          </SwitchLinkButton>
          <p className={styles.or} role="separator">
            <span>{sm.or}</span>
          </p>
          <p className={styles.switch}>
            <SwitchLink href={loginUrl(nextUrl, intent)} onSwitch={() => setView('login')}>
              {m.logIn}
            </SwitchLink>
          </p>
        </div>
      )}
      {view !== 'require-signup' && (
        <div className={styles.panel}>
          {back}
          <AuthPanel
            nextUrl={nextUrl}
            intent={intent}
            mode={view === 'register' ? 'signup' : 'login'}
            onModeChange={(mode) => setView(mode === 'signup' ? 'register' : 'login')}
          />
        </div>
      )}
    </Modal>
  );
}

/** The email sign-up choice: a link to /signup that, with JavaScript, opens the register view. */
function SwitchLinkButton(props: { href: string; onSwitch: () => void; children: string }) {
  return (
    <span className={styles.emailChoice}>
      <SwitchLink {...props} />
    </span>
  );
}

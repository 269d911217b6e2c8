import { useEffect, useState, type MouseEvent } from 'react';
import { useDispatch } from 'react-redux';
import { authFormsShown } from '../../../reducers/accounts/accountsSlice';
import { accountsMessages as am } from '../../../shared/accounts/messages';
import { socialMessages as m } from '../../../shared/social/messages';
import { loginUrl, signupUrl } from '../../components/modal/authLinks';
import styles from './AuthPanel.module.css';
import { EmailLoginForm, EmailSignupForm } from './lazyForms';
import { SocialButtons } from './SocialButtons';

export type AuthMode = 'signup' | 'login';

/** A real link that, with JavaScript, switches the panel instead of leaving the page. */
function SwitchLink({ href, onSwitch, children }: { href: string; onSwitch: () => void; children: string }) {
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    onSwitch();
  };
  return (
    <a href={href} onClick={click}>
      {children}
    </a>
  );
}

/**
 * Log-in options (spec §2, §4): social log-ins plus 'Log in with email' first; then the email or
 * username and password form (the /login page's form) with a back link and the forgot-password link.
 */
export function LoginOptions({ nextUrl, intent }: { nextUrl: string; intent?: string }) {
  const [step, setStep] = useState<'social' | 'email'>('social');
  if (step === 'email') {
    return (
      <div className={styles.panel}>
        <button type="button" className={styles.back} onClick={() => setStep('social')}>
          ‹ {m.back}
        </button>
        <EmailLoginForm nextUrl={nextUrl} intent={intent} />
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <SocialButtons intent="login" nextUrl={nextUrl} action={intent} />
      <button type="button" className={styles.emailButton} onClick={() => setStep('email')}>
        {m.logInWithEmail}
      </button>
    </div>
  );
}

/**
 * The auth panel (spec §2): toggles between sign-up and log-in. Controlled (`mode`/`onModeChange`)
 * when a container such as the sign-up prompt keeps the view, else it keeps its own.
 */
export function AuthPanel({
  nextUrl,
  intent,
  mode: given,
  onModeChange,
}: {
  nextUrl: string;
  /** What the visitor asked for (Follow, Vote): a hidden field of the email forms. */
  intent?: string;
  mode?: AuthMode;
  onModeChange?: (mode: AuthMode) => void;
}) {
  const [own, setOwn] = useState<AuthMode>('signup');
  const dispatch = useDispatch();
  // A visitor's page may have been served without a CSRF token: the email forms need one to post.
  useEffect(() => {
    dispatch(authFormsShown());
  }, [dispatch]);
  const mode = given ?? own;
  const change = onModeChange ?? setOwn;
  return (
    <div className={styles.panel}>
      {mode === 'signup' ? (
        <EmailSignupForm nextUrl={nextUrl} intent={intent} />
      ) : (
        <LoginOptions nextUrl={nextUrl} intent={intent} />
      )}
      <p className={styles.switch}>
        {mode === 'signup' ? (
          <SwitchLink href={loginUrl(nextUrl, intent)} onSwitch={() => change('login')}>
            {am.haveAccount}
          </SwitchLink>
        ) : (
          <SwitchLink href={signupUrl(nextUrl, intent)} onSwitch={() => change('signup')}>
            {m.noAccount}
          </SwitchLink>
        )}
      </p>
    </div>
  );
}

export { SwitchLink };

import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { socialMessages as m } from '../../../shared/social/messages';
import { facebookLogin, googleSignIn } from '../social/socialSdk';
import styles from './AuthPanel.module.css';

/** Google and Facebook buttons; a provider that is not configured has no button. */
export function SocialButtons({
  intent,
  nextUrl,
  action,
  divider = false,
}: {
  intent: 'signup' | 'login';
  nextUrl: string;
  /** The visitor's Follow / Vote (`follow:…`/`vote:…`), done after the social sign-in. */
  action?: string | null;
  /** Also draws the 'or' divider after the buttons (only when there are buttons). */
  divider?: boolean;
}) {
  const { googleClientId, facebookAppId } = useSelector(selectConfig);
  const [failed, setFailed] = useState<string | null>(null);
  if (!googleClientId && !facebookAppId) return null;
  const run = (start: () => Promise<void>, unavailable: string) => {
    setFailed(null);
    start().catch(() => setFailed(unavailable));
  };
  return (
    <div className={styles.social}>
      {googleClientId && (
        <button
          type="button"
          className={styles.socialButton}
          onClick={() =>
            run(() => googleSignIn(googleClientId, nextUrl, action ?? undefined), m.googleUnavailable)
          }
        >
          {intent === 'signup' ? m.signUpWithGoogle : m.logInWithGoogle}
        </button>
      )}
      {facebookAppId && (
        <button
          type="button"
          className={styles.socialButton}
          onClick={() =>
            run(() => facebookLogin(facebookAppId, nextUrl, action ?? undefined), m.facebookUnavailable)
          }
        >
          {intent === 'signup' ? m.signUpWithFacebook : m.logInWithFacebook}
        </button>
      )}
      {failed && <p role="alert">{failed}</p>}
      {divider && <OrDivider />}
    </div>
  );
}

/** The 'or' divider between social options and email. */
export function OrDivider() {
  return (
    <p className={styles.or} role="separator">
      <span>{m.or}</span>
    </p>
  );
}

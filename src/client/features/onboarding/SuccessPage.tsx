import { onboardingMessages as m } from '../../../shared/onboarding/messages';
import { Link } from '../../router/Link';
import styles from './Onboarding.module.css';

/** `/start/success`: 'All done', a thank-you text and 'Start reading' to /home (§2). */
export default function SuccessPage() {
  return (
    <section className={styles.card} aria-labelledby="success-title">
      <h1 id="success-title">{m.successTitle}</h1>
      <p>{m.successText}</p>
      <Link href="/home" className={styles.button}>
        {m.startReading}
      </Link>
    </section>
  );
}

import { useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { onboardingMessages as m } from '../../../shared/onboarding/messages';
import { goesToWriting, onboardingNext } from '../../../shared/onboarding/nextUrl';
import { parseQuery } from '../../../shared/routes';
import { Link } from '../../router/Link';
import styles from './Onboarding.module.css';

/**
 * `/start/success`: 'All done', a thank-you text and 'Start reading' (§2) — to /home, or to the
 * `nextUrl` sign-up carried here (where the person was before signing up). A writer's journey
 * ends at /myworks (issue 28 #7): the button then says 'Start writing', which is what it does.
 */
export default function SuccessPage() {
  const { search } = useSelector(selectRouter);
  const next = onboardingNext(parseQuery(search));
  return (
    <section className={styles.card} aria-labelledby="success-title">
      <h1 id="success-title">{m.successTitle}</h1>
      <p>{m.successText}</p>
      <Link href={next} className={styles.button}>
        {goesToWriting(next) ? m.startWriting : m.startReading}
      </Link>
    </section>
  );
}

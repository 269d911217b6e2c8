import { useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { premiumMessages } from '../../../shared/help/legalMessages';
import notFound from '../notFound/NotFound.module.css';
import styles from './Help.module.css';

/**
 * `/premium/` ("Subscribe now" of the reading themes and Premium Picks): what Premium will offer,
 * and plainly that it is not on sale yet (the paid-content issue builds subscriptions).
 */
export default function PremiumPage() {
  const m = premiumMessages(useSelector(selectConfig).productName);
  return (
    <section className={styles.help}>
      <h1>{m.title}</h1>
      <p className={styles.notice} role="note">
        <strong>{m.notOnSale}</strong>
      </p>
      <p>{m.intro}</p>
      <ul>
        {m.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <p>{m.meanwhile}</p>
      <a className={notFound.home} href="/home">
        {m.keepReading}
      </a>
    </section>
  );
}

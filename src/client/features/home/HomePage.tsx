import { useSelector } from 'react-redux';
import { selectHome } from '../../../reducers/home/homeSlice';
import { readingMessages as m } from '../../../shared/messages/reading';
import { abbreviateNumber, truncate } from '../../../shared/text/format';
import { pathOf } from '../../../shared/text/slug';
import { StoryBadges } from '../../components/Badges';
import { Cover } from '../../components/Cover';
import { Link } from '../../router/Link';
import styles from './HomePage.module.css';

export default function HomePage() {
  const home = useSelector(selectHome);
  if (home.status === 'failed') {
    return (
      <section className={styles.error}>
        <h1>{m.homeErrorTitle}</h1>
        <p>{m.homeErrorBody}</p>
        <a href="/home">{m.refresh}</a>
      </section>
    );
  }
  if (home.status !== 'succeeded') return <p role="status">Loading…</p>;
  return (
    <section aria-labelledby="home-latest">
      <h1 id="home-latest" className={styles.heading}>
        Latest stories
      </h1>
      <ul className={styles.grid}>
        {home.stories.map((s, i) => (
          <li key={s.id} className={styles.card}>
            <Link href={pathOf(s.url)} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
              <Cover src={s.cover} title={s.title} width={128} eager={i < 6} />
            </Link>
            <div className={styles.body}>
              <h2 className={styles.title}>
                <Link href={pathOf(s.url)}>{truncate(s.title, 60)}</Link>
              </h2>
              <p className={styles.author}>by {s.user.fullname || s.user.name}</p>
              <p className={styles.stats}>
                {abbreviateNumber(s.readCount)} reads · {abbreviateNumber(s.voteCount)} votes · {s.numParts}{' '}
                parts
              </p>
              <StoryBadges completed={s.completed} mature={s.mature} />
              <p className={styles.description}>{truncate(s.description, 170)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { helpMessages as m } from '../../../shared/help/messages';
import { DEFAULT_LANGUAGE_ID, helpLanguage } from '../../../shared/help/routes';
import notFound from '../notFound/NotFound.module.css';
import styles from './Help.module.css';

/** `/help` and `/help/{languageId}`: the help centre the reader pages link (a static page). */
export default function HelpPage() {
  const requested = Number(useSelector(selectRouter).params.languageId ?? DEFAULT_LANGUAGE_ID);
  return (
    <section className={styles.help}>
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      {helpLanguage(requested) !== requested && <p>{m.otherLanguage}</p>}
      <dl>
        {m.topics.map((t) => (
          <div key={t.q}>
            <dt>{t.q}</dt>
            <dd>{t.a}</dd>
          </div>
        ))}
      </dl>
      <p>
        Think a story copies your work? <a href="/help/dmca">File a DMCA notice</a>.
      </p>
      <a className={notFound.home} href="/home">
        {m.exploreStories}
      </a>
    </section>
  );
}

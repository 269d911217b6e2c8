import { useSelector } from 'react-redux';
import { selectSearch } from '../../../reducers/search/searchSlice';
import { BROWSE_TOPICS, SEARCH_MESSAGES as m } from '../../../shared/search/messages';
import { searchPath } from '../../../shared/search/query';
import { RECENT_SEARCH_MAX } from '../../../shared/search/validation';
import { truncate } from '../../../shared/common/format';
import { Link } from '../../router/Link';
import { SearchBar } from './SearchBar';
import styles from './Search.module.css';

/** `/search`: blank search shows recent searches and browse topics. */
export default function SearchPage() {
  const { recent } = useSelector(selectSearch);
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{m.searchTitle}</h1>
      <SearchBar />
      {recent.length > 0 && (
        <section aria-labelledby="recent-h">
          <h2 id="recent-h" className={styles.heading}>
            {m.recentSearches}
          </h2>
          <ul className={styles.recent}>
            {recent.map((t) => (
              <li key={t}>
                <Link href={searchPath(t)}>{truncate(t, RECENT_SEARCH_MAX)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="browse-h">
        <h2 id="browse-h" className={styles.heading}>
          {m.browseCategories}
        </h2>
        <ul className={styles.tiles}>
          {BROWSE_TOPICS.map((t) => (
            <li key={t.topic}>
              <Link href={`/stories/${t.topic}`}>{t.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

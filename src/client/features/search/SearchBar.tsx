import { useState } from 'react';
import { SEARCH_MESSAGES as m } from '../../../shared/search/messages';
import { isValidSearchTerm } from '../../../shared/search/validation';
import { searchPath } from '../../../shared/search/query';
import { Link } from '../../router/Link';
import { navigate } from '../../router/navigation';
import styles from './Search.module.css';

/** The page's search bar: a real GET form (`/search/?q=` redirects to `/search/{q}`), client-side with JavaScript. */
export function SearchBar({ initial = '' }: { initial?: string }) {
  const [term, setTerm] = useState(initial);
  return (
    <form
      className={styles.bar}
      method="get"
      action="/search/"
      role="search"
      aria-label={m.placeholder}
      onSubmit={(e) => {
        e.preventDefault();
        if (isValidSearchTerm(term)) void navigate(searchPath(term.trim()));
      }}
    >
      <label htmlFor="search-page-q" className="visually-hidden">
        {m.placeholder}
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        minLength={1}
        required
        value={term}
        placeholder={m.placeholder}
        onChange={(e) => setTerm(e.target.value)}
      />
      <button className={styles.button} type="submit">
        Search
      </button>
      <Link href="/search">{m.cancel}</Link>
    </form>
  );
}

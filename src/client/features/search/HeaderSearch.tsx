import { SEARCH_MESSAGES as m } from '../../../shared/search/messages';
import { searchPath } from '../../../shared/search/query';
import { isValidSearchTerm } from '../../../shared/search/validation';
import { navigate } from '../../router/navigation';
import styles from './HeaderSearch.module.css';

/** Header search: `GET /search/?q=…&ref=1` (the server redirects to `/search/{q}`); client-side with JavaScript. */
export function HeaderSearch() {
  return (
    <form
      className={styles.form}
      method="get"
      action="/search/"
      role="search"
      onSubmit={(e) => {
        const q = String(new FormData(e.currentTarget).get('q') ?? '');
        e.preventDefault();
        if (isValidSearchTerm(q)) void navigate(searchPath(q.trim()));
      }}
    >
      <input type="hidden" name="ref" value="1" />
      <label htmlFor="header-q" className="visually-hidden">
        Search
      </label>
      <input id="header-q" name="q" type="search" required minLength={1} placeholder={m.placeholder} />
      <button type="submit" aria-label="Search">
        {/* A drawn icon: an emoji shows as an empty box where no emoji font is installed. */}
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="6.5" cy="6.5" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10.5 10.5 15 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

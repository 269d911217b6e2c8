import { useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectSearch } from '../../../reducers/search/searchSlice';
import {
  PEOPLE_PAGE_SIZE,
  STORY_PAGE_SIZE,
  type SearchStory,
  type SearchUser,
} from '../../../shared/api/search';
import { SEARCH_MESSAGES as m } from '../../../shared/messages/search';
import { filtersToQuery, searchPath } from '../../../shared/searchQuery';
import { Link } from '../../router/Link';
import { navigate } from '../../router/navigation';
import { FiltersForm } from './FiltersForm';
import { ResultList } from './ResultList';
import { SearchBar } from './SearchBar';
import { StoryResult } from './StoryResult';
import { TagRefiner } from './TagRefiner';
import { UserResult } from './UserResult';
import styles from './Search.module.css';

/** `/search/{term}` with the Stories (`/stories`) and Profiles (`/people`) tabs. */
export default function SearchResultsPage() {
  const { params } = useSelector(selectRouter);
  const s = useSelector(selectSearch);
  const term = params.term ?? s.term;
  const tab = params.tab === 'people' ? 'people' : 'stories';
  const storiesPath = searchPath(term, 'stories');
  const peoplePath = searchPath(term, 'people');
  const list = tab === 'people' ? s.people : s.stories;
  const nextOffset = list.offset + list.items.length;
  const moreHref =
    tab === 'people'
      ? `${peoplePath}?offset=${nextOffset}`
      : storiesPath + filtersToQuery(s.filters, { offset: String(nextOffset) });
  return (
    <div className={styles.page}>
      <SearchBar key={term} initial={term} />
      <h1 className={styles.heading}>Results for “{term}”</h1>
      <nav className={styles.tabs} aria-label="Result type">
        <Link href={storiesPath} aria-current={tab === 'stories' ? 'page' : undefined}>
          {m.storiesTab}
        </Link>
        <Link href={peoplePath} aria-current={tab === 'people' ? 'page' : undefined}>
          {m.profilesTab}
        </Link>
      </nav>
      {tab === 'people' ? (
        <ResultList<SearchUser>
          name="people"
          list={s.people}
          pageSize={PEOPLE_PAGE_SIZE}
          emptyText={m.noResults(term)}
          moreHref={moreHref}
          render={(u) => <UserResult key={u.username} user={u} />}
        />
      ) : (
        <div className={styles.layout}>
          <aside>
            <TagRefiner
              action={storiesPath}
              filters={s.filters}
              onChange={(tags) => void navigate(storiesPath + filtersToQuery({ ...s.filters, tags }))}
            />
            <FiltersForm
              action={storiesPath}
              filters={s.filters}
              onChange={(f) => void navigate(storiesPath + filtersToQuery(f))}
            />
          </aside>
          <section aria-label="Stories">
            <ResultList<SearchStory>
              name="stories"
              list={s.stories}
              pageSize={STORY_PAGE_SIZE}
              emptyText={m.noResults(term)}
              moreHref={moreHref}
              render={(story) => <StoryResult key={story.id} story={story} />}
            />
          </section>
        </div>
      )}
    </div>
  );
}

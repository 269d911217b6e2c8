import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { peopleLoaded, selectSearch, storiesLoaded } from '../../../reducers/search/searchSlice';
import {
  PEOPLE_MORE_PAGE_SIZE,
  STORY_PAGE_SIZE_MOBILE,
  storySearchParams,
  type SearchStory,
  type SearchUser,
  type StorySearchFilters,
} from '../../../shared/search/api';
import { SEARCH_MESSAGES as m } from '../../../shared/search/messages';
import { isMobileViewport, limitOfUrl, searchPageSizes } from '../../../shared/search/pageSize';
import { filtersToQuery, searchPath } from '../../../shared/search/query';
import { Link } from '../../router/Link';
import { navigate } from '../../router/navigation';
import { FiltersForm } from './FiltersForm';
import { ResultList } from './ResultList';
import { SearchBar } from './SearchBar';
import { StoryResult } from './StoryResult';
import { TagRefiner } from './TagRefiner';
import { UserResult } from './UserResult';
import styles from './Search.module.css';

/** How long adding a refiner tag shows the skeletons (§4). */
export const REFINE_SKELETON_MS = 1000;

/** True for REFINE_SKELETON_MS after `start()`. */
function useRefineSkeleton(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), REFINE_SKELETON_MS);
  };
  return [on, start];
}

/**
 * Where "More" goes on after a phone keeps only its first page (`searchPageSizes(true)`) of a list
 * the server loaded at the desktop size: the API page after it (stories: phone-sized; people: 10),
 * or null when it holds every result.
 */
function phoneNextUrl(
  tab: 'stories' | 'people',
  list: { offset: number; total: number },
  query: string,
  filters: StorySearchFilters,
): string | null {
  const offset = list.offset + searchPageSizes(true)[tab];
  if (offset >= list.total) return null;
  if (tab === 'people') {
    const p = new URLSearchParams({ query, limit: String(PEOPLE_MORE_PAGE_SIZE), offset: String(offset) });
    return `/v4/search/users/?${p.toString()}`;
  }
  const p = storySearchParams({ query, filters, offset, limit: STORY_PAGE_SIZE_MOBILE });
  return `/v4/search/stories?${p.toString()}`;
}

/** `/search/{term}` with the Stories (`/stories`) and Profiles (`/people`) tabs. */
export default function SearchResultsPage() {
  const [refining, startRefining] = useRefineSkeleton();
  const { params } = useSelector(selectRouter);
  const s = useSelector(selectSearch);
  const term = params.term ?? s.term;
  const tab = params.tab === 'people' ? 'people' : 'stories';
  const storiesPath = searchPath(term, 'stories');
  const peoplePath = searchPath(term, 'people');
  const list = tab === 'people' ? s.people : s.stories;
  const dispatch = useDispatch();
  // The server rendered the first page at the desktop size (it cannot know the viewport). On a
  // phone, hydration keeps the phone's page of it (§9: 3 stories, 10 people) and "More" goes on
  // after it. Only while hydrating (the root marks the page hydrated after its children's effects):
  // a list loaded in this browser already has the phone's size, or more pages the reader asked for.
  // (The list is loaded again, cut: no reducer of its own, which every page's bundle would carry.)
  useEffect(() => {
    const size = searchPageSizes(true)[tab];
    if (document.documentElement.hasAttribute('data-hydrated') || !isMobileViewport()) return;
    if (list.status !== 'succeeded' || list.items.length <= size) return;
    const { key, total, offset } = list;
    const nextUrl = phoneNextUrl(tab, list, term, s.filters);
    dispatch(
      tab === 'people'
        ? peopleLoaded({ key, total, offset, nextUrl, items: s.people.items.slice(0, size) })
        : storiesLoaded({
            key,
            total,
            offset,
            nextUrl,
            list: 'stories',
            items: s.stories.items.slice(0, size),
          }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the server's page hydrates
  }, []);
  // Skeleton counts match the page size this browser asks for (never rendered on the server).
  const sizes = searchPageSizes(isMobileViewport());
  // The no-JavaScript "More": the next page at the size this list was loaded with (people: 10, §9).
  const more: Record<string, string> = { offset: String(list.offset + list.items.length) };
  const limit = tab === 'people' ? PEOPLE_MORE_PAGE_SIZE : limitOfUrl(list.nextUrl);
  if (limit !== undefined && limit !== searchPageSizes(false)[tab]) more.limit = String(limit);
  const moreHref =
    tab === 'people'
      ? `${peoplePath}?${new URLSearchParams(more).toString()}`
      : storiesPath + filtersToQuery(s.filters, more);
  return (
    <div className={styles.page}>
      <SearchBar key={term} initial={term} />
      <h1 className={styles.heading}>{m.resultsFor(term)}</h1>
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
          pageSize={sizes.people}
          emptyText={m.noResults(term)}
          moreHref={moreHref}
          render={(u) => <UserResult key={u.username} user={u} />}
        />
      ) : (
        <div className={styles.layout}>
          {/* Phones show the results first; this jumps to the filters below them. */}
          <a className={styles.filtersJump} href="#search-filters">
            {m.filters}
          </a>
          <aside id="search-filters" className={styles.aside}>
            <TagRefiner
              action={storiesPath}
              filters={s.filters}
              onChange={(tags) => {
                startRefining();
                void navigate(storiesPath + filtersToQuery({ ...s.filters, tags }));
              }}
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
              pageSize={sizes.stories}
              loading={refining}
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

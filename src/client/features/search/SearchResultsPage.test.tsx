import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routerStateFor } from '../../../reducers/router/routerSlice';
import { searchReducer, type SearchState } from '../../../reducers/search/searchSlice';
import type { SearchStory, SearchUser } from '../../../shared/search/api';
import { MOBILE_QUERY } from '../../../shared/search/pageSize';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import SearchResultsPage, { REFINE_SKELETON_MS } from './SearchResultsPage';

jest.mock('../../router/navigation', () => ({ navigate: jest.fn(async () => undefined) }));

const story = (id: number): SearchStory =>
  ({
    id: String(id),
    title: `Story ${id}`,
    description: '',
    tags: [],
    cover: 'http://localhost/cover.png',
    user: { name: 'ava', fullname: 'Ava', avatar: 'http://localhost/a.png' },
    readCount: 1,
    voteCount: 1,
    numParts: 1,
    completed: false,
    mature: false,
    isPaywalled: false,
    length: 100,
    language: { id: 1, name: 'English' },
  }) as unknown as SearchStory;

function setViewport(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: query === MOBILE_QUERY && width <= 575,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function render(stories: Partial<SearchState['stories']>, tags: string[] = []) {
  const base = searchReducer(undefined, { type: 'init' });
  const state: SearchState = {
    ...base,
    term: 'salt',
    filters: { ...base.filters, tags },
    stories: { ...base.stories, ...stories },
  };
  const search = tags.length ? `?tags=${tags.join(',')}` : '';
  return renderWithProviders(<SearchResultsPage />, {
    preloadedState: { router: routerStateFor('/search/salt/stories', search), search: state },
    api: fakeApi({
      search: {
        tagAutocomplete: async (term) => ['magic', 'mature', 'maps'].filter((t) => t.startsWith(term)),
      },
    }),
  });
}

const skeletonCount = () => screen.getByRole('status', { name: 'Loading results' }).children.length;

describe('search results page sizes and skeletons', () => {
  it('shows 3 story skeletons on a phone (≤ 575 px) and 15 on a desktop while loading', () => {
    setViewport(375);
    const phone = render({ status: 'loading' });
    expect(skeletonCount()).toBe(3);
    phone.unmount();
    setViewport(1280);
    render({ status: 'loading' });
    expect(skeletonCount()).toBe(15);
  });

  it('shows 10 profile skeletons on a phone and 20 on a desktop', () => {
    const base = searchReducer(undefined, { type: 'init' });
    for (const [width, count] of [
      [375, 10],
      [1280, 20],
    ]) {
      setViewport(width);
      const r = renderWithProviders(<SearchResultsPage />, {
        preloadedState: {
          router: routerStateFor('/search/salt/people'),
          search: { ...base, term: 'salt', tab: 'people', people: { ...base.people, status: 'loading' } },
        },
      });
      expect(skeletonCount()).toBe(count);
      r.unmount();
    }
  });

  it('shows the empty-results message when nothing matches', () => {
    setViewport(1280);
    render({ status: 'succeeded', items: [], total: 0 });
    expect(screen.getByText('No results for "salt". Try different words or fewer filters.')).toBeTruthy();
  });

  it('shows skeletons for 1 s after a refiner tag is added, then the results', async () => {
    jest.useFakeTimers();
    try {
      setViewport(1280);
      render({ status: 'succeeded', items: [story(1), story(2)], total: 2, key: 'k' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(screen.getByRole('link', { name: 'Story 1' })).toBeTruthy();
      await user.type(screen.getByLabelText('Refine by tag'), 'magic');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      expect(skeletonCount()).toBe(15);
      act(() => jest.advanceTimersByTime(REFINE_SKELETON_MS - 50));
      expect(screen.queryByRole('link', { name: 'Story 1' })).toBeNull();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByRole('status', { name: 'Loading results' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Story 1' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('suggests tags while typing in the refiner and adds a suggestion on click', async () => {
    setViewport(1280);
    render({ status: 'succeeded', items: [story(1)], total: 1, key: 'k' }, ['magic']);
    await userEvent.type(screen.getByLabelText('Refine by tag'), 'ma');
    const list = await screen.findByRole('list', { name: 'Suggested tags' });
    expect(list.textContent).toContain('#mature');
    expect(list.textContent).toContain('#maps');
    expect(list.textContent).not.toContain('#magic'); // already chosen
    await userEvent.click(screen.getByRole('button', { name: '#mature' }));
    expect(screen.queryByRole('list', { name: 'Suggested tags' })).toBeNull();
  });
});

describe('search result rows', () => {
  it('abbreviates the results total with K and M', () => {
    setViewport(1280);
    const r = render({ status: 'succeeded', items: [story(1)], total: 12_345, key: 'k' });
    expect(screen.getByText('12.3K results')).toBeTruthy();
    r.unmount();
    render({ status: 'succeeded', items: [story(1)], total: 2_300_000, key: 'k' });
    expect(screen.getByText('2.3M results')).toBeTruthy();
  });

  it('shows a story item\'s tags as the home cards do: 3 short ones (2 on mobile) and "+N more"', () => {
    setViewport(1280);
    const tagged = {
      ...story(7),
      tags: ['averyveryverylongtagname', 'magic', 'salt', 'sea', 'crowns', 'slowburn'],
    } as SearchStory;
    render({ status: 'succeeded', items: [tagged], total: 1, key: 'k' });
    const list = screen.getByRole('list', { name: 'Tags' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const a of links) {
      const tag = (a.textContent ?? '').slice(1);
      expect(tag.length).toBeLessThan(18); // a tag of 18+ characters is never chosen
      expect(a.getAttribute('href')).toBe(`/stories/${tag}`);
    }
    // The third tag and the desktop "+N more" are hidden under 650 px by CSS (same markup everywhere).
    const items = within(list).getAllByRole('listitem');
    expect(items.filter((li) => li.className === 'desktopOnly').map((li) => li.textContent)).toEqual([
      links[2].textContent,
      '+3 more',
    ]);
    expect(items.filter((li) => li.className === 'mobileOnly').map((li) => li.textContent)).toEqual([
      '+4 more',
    ]);
  });

  it('asks for 10 more profiles at a time in the no-JavaScript "More" link after 20 on a desktop', () => {
    setViewport(1280);
    const base = searchReducer(undefined, { type: 'init' });
    const users = Array.from(
      { length: 20 },
      (_, i) =>
        ({
          username: `u${i}`,
          name: `User ${i}`,
          avatar: 'http://localhost/a-128-x.png',
          description: '',
          numLists: 0,
          numFollowers: 0,
          numStoriesPublished: 0,
          badges: [],
          following: false,
        }) satisfies SearchUser,
    );
    renderWithProviders(<SearchResultsPage />, {
      preloadedState: {
        router: routerStateFor('/search/salt/people'),
        search: {
          ...base,
          term: 'salt',
          tab: 'people',
          people: {
            ...base.people,
            status: 'succeeded',
            key: 'k',
            items: users,
            total: 45,
            nextUrl: 'http://localhost/v4/search/users/?query=salt&limit=20&offset=20',
          },
        },
      },
    });
    expect(screen.getByText('45 results')).toBeTruthy();
    const href = screen.getByRole('link', { name: 'More' }).getAttribute('href') ?? '';
    expect(Object.fromEntries(new URL(href, 'http://localhost').searchParams)).toEqual({
      offset: '20',
      limit: '10',
    });
  });
});

describe('a phone hydrating the page the server rendered at the desktop size', () => {
  const fifteen = Array.from({ length: 15 }, (_, i) => story(i + 1));
  const serverPage = {
    status: 'succeeded' as const,
    items: fifteen,
    total: 40,
    key: 'k',
    offset: 0,
    nextUrl: 'http://localhost/v4/search/stories?query=salt&limit=15&offset=15',
  };

  it('keeps the phone page (3 stories) and "More" goes on after it, 3 at a time', () => {
    setViewport(375);
    document.documentElement.removeAttribute('data-hydrated');
    const { store } = render(serverPage);
    expect(screen.getAllByRole('link', { name: 'Story 3' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Story 4' })).toBeNull();
    const next = new URL(store.getState().search.stories.nextUrl ?? '', 'http://x');
    expect([next.pathname, next.searchParams.get('offset'), next.searchParams.get('limit')]).toEqual([
      '/v4/search/stories',
      '3',
      '3',
    ]);
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toContain('offset=3&limit=3');
  });

  it('leaves a desktop page, and a list loaded once the page had hydrated, as they are', () => {
    setViewport(1280);
    const desktop = render(serverPage);
    expect(screen.getAllByRole('link', { name: 'Story 15' }).length).toBeGreaterThan(0);
    desktop.unmount();
    setViewport(375);
    document.documentElement.setAttribute('data-hydrated', 'true');
    try {
      render({ ...serverPage, items: fifteen.slice(0, 6) });
      expect(screen.getAllByRole('link', { name: 'Story 6' }).length).toBeGreaterThan(0);
    } finally {
      document.documentElement.removeAttribute('data-hydrated');
    }
  });
});

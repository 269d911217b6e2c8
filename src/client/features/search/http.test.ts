import { DEFAULT_FILTERS } from '../../../shared/search/api';
import { readRecentCookie, createSearchHttpApi } from './http';

const SPEC_USER_FIELDS =
  'username,name,avatar,description,numLists,numFollowers,numStoriesPublished,badges,following';

/** A JSON answer as `fetch` gives it (jsdom has no fetch). */
const answer = (body: unknown): Response =>
  ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: () => 'application/json' },
    json: async () => body,
  }) as unknown as Response;

let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>(async () =>
    answer({ stories: [], users: [], total: 0, nextUrl: null, tags: [] }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  // Forget the previous test's recent searches.
  document.cookie = 'recent-searches=; max-age=0; path=/';
});

/** The URL of the n-th fetch. */
const urlOf = (n: number): URL => new URL(fetchMock.mock.calls[n][0], 'http://localhost');

describe('people search HTTP calls', () => {
  it("asks for the spec's card fields with the query, limit and offset", async () => {
    await createSearchHttpApi('').users({ query: 'ava', limit: 10, offset: 0 });
    const url = urlOf(0);
    expect(url.pathname).toBe('/v4/search/users/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'ava',
      limit: '10',
      offset: '0',
      fields: SPEC_USER_FIELDS,
    });
  });

  it('asks for the card fields when following a nextUrl that lacks them, and keeps given ones', async () => {
    const api = createSearchHttpApi('');
    await api.nextUsers('http://localhost/v4/search/users/?query=ava&limit=10&offset=20');
    expect(urlOf(0).searchParams.get('fields')).toBe(SPEC_USER_FIELDS);
    expect(urlOf(0).searchParams.get('offset')).toBe('20');
    await api.nextUsers('http://localhost/v4/search/users/?query=ava&limit=10&offset=30&fields=username');
    expect(urlOf(1).searchParams.get('fields')).toBe('username');
  });
});

describe('recent searches made with JavaScript', () => {
  const long = 'the lighthouse keeper and the salt witch'; // 40 characters

  it('records a client-side search in the recent-searches cookie, whole, newest first', async () => {
    const api = createSearchHttpApi('');
    await api.stories({ query: 'salt', limit: 15, offset: 0, filters: DEFAULT_FILTERS });
    await api.users({ query: long, limit: 20, offset: 0 });
    expect(await api.recent()).toEqual([long, 'salt']);
    // Searching again moves the term to the top instead of repeating it.
    await api.stories({ query: 'Salt', limit: 15, offset: 0, filters: DEFAULT_FILTERS });
    expect(readRecentCookie(document.cookie)).toEqual(['Salt', long]);
  });

  it('does not record later pages of a search', async () => {
    const api = createSearchHttpApi('');
    await api.stories({ query: 'salt', limit: 15, offset: 15, filters: DEFAULT_FILTERS });
    expect(await api.recent()).toEqual([]);
  });
});

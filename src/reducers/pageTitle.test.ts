import type { Reducer } from '@reduxjs/toolkit';
import { makeStory } from '../shared/test/storyFixtures';
import type { ProfilePageData, UserProfile } from '../shared/api/users';
import { selectPageTitle } from './pageTitle';
import { profileLoaded } from './profile/profileSlice';
import { rootReducer as realRootReducer, type RootState } from './rootReducer';
import { routerStateFor } from './router/routerSlice';
import { storyLoaded } from './stories/storiesSlice';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const base = rootReducer(undefined, { type: '@@init' });
const at = (path: string, s: RootState = base): string =>
  selectPageTitle({
    ...s,
    config: { ...s.config, productName: 'Storyloom' },
    router: routerStateFor(path, ''),
  });

describe('page titles', () => {
  it('names a story by its title and writer once it has loaded, and the site before', () => {
    expect(at('/story/7-the-salt-queen')).toBe('Storyloom');
    const s = rootReducer(base, storyLoaded(makeStory()));
    expect(at('/story/7-the-salt-queen', s)).toBe('The Salt Queen - Marisol Vega - Storyloom');
  });

  it('names search results by the decoded term, a tag page by its tag, and home by the site', () => {
    expect(at('/search/salt%20queen')).toBe('Results for “salt queen” - Storyloom');
    expect(at('/search/salt/people')).toBe('Results for “salt” - Storyloom');
    expect(at('/stories/%23Fantasy')).toBe('#fantasy stories - Storyloom');
    expect(at('/home')).toBe('Storyloom - Where stories live');
    expect(at('/library')).toBe('Library - Storyloom');
    expect(at('/no/such/page')).toBe('Page not found - Storyloom');
  });

  it("names a profile by the user's name only while the loaded profile is that user's", () => {
    const data = {
      user: { username: 'ava_writes', name: 'Ava Ashdown' } as UserProfile,
      stories: { stories: [], total: 0, nextUrl: null },
      lists: [],
    } as ProfilePageData;
    const s = rootReducer(base, profileLoaded({ key: 'ava_writes', data }));
    expect(at('/user/Ava_Writes', s)).toBe('Ava Ashdown (@ava_writes) - Storyloom');
    expect(at('/user/someone_else', s)).toBe('Storyloom');
  });
});

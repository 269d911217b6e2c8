import type { Reducer } from '@reduxjs/toolkit';
import { makeStory } from '../shared/test/storyFixtures';
import type { ProfilePageData, UserProfile } from '../shared/profile/api';
import { selectPageTitle } from './pageTitle';
import { profileLoaded } from './profile/profileSlice';
import { rootReducer as realRootReducer, type RootState } from './rootReducer';
import { routerStateFor } from './router/routerSlice';
import { partFailed } from './stories/partsSlice';
import { storyFailed, storyLoaded } from './stories/storiesSlice';

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
    expect(at('/story/7-the-salt-queen/rankings', s)).toBe(
      'Rankings of The Salt Queen - Marisol Vega - Storyloom',
    );
  });

  it('names search results by the decoded term, a tag page by its tag, and home by the site', () => {
    expect(at('/search/salt%20queen')).toBe('Results for “salt queen” - Storyloom');
    expect(at('/search/salt/people')).toBe('Results for “salt” - Storyloom');
    expect(at('/stories/%23Fantasy')).toBe('#fantasy stories - Storyloom');
    expect(at('/home')).toBe('Storyloom - Where stories live');
    expect(at('/library')).toBe('Library - Storyloom');
    expect(at('/no/such/page')).toBe('Page not found - Storyloom');
  });

  it('names a missing story or part as its 404 page says, and a restricted part by its refusal', () => {
    const missing = { status: 400, code: 1017, message: 'Story not found' };
    const gone = rootReducer(base, storyFailed({ id: '404', error: missing }));
    expect(at('/story/404-lost', gone)).toBe('Page not found - Storyloom');
    expect(at('/story/404-lost/rankings', gone)).toBe('Page not found - Storyloom');
    const broken = rootReducer(
      base,
      storyFailed({ id: '500', error: { status: 500, code: 0, message: 'x' } }),
    );
    expect(at('/story/500', broken)).toBe('Storyloom');
    const restricted = { status: 403, code: 1154, message: 'Story restricted' };
    const s = rootReducer(base, partFailed({ id: 12, error: restricted }));
    expect(at('/12-chapter-one', s)).toBe('Story restricted - Storyloom');
    const noPart = rootReducer(
      base,
      partFailed({ id: 13, error: { status: 400, code: 1020, message: 'Part not found' } }),
    );
    expect(at('/13-chapter-two', noPart)).toBe('Page not found - Storyloom');
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

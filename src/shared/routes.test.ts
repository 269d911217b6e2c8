import { matchRoute, preloadFor } from './routes';
import { makeViewer } from './test/storyFixtures';

describe('route table', () => {
  it.each([
    ['/home', 'home', {}],
    ['/', 'home', {}],
    ['/story/12', 'story', { id: '12' }],
    ['/story/12-the-night-garden', 'story', { id: '12', slug: 'the-night-garden' }],
    ['/345', 'reader', { partId: '345' }],
    ['/345-the-night-garden-chapter-1', 'reader', { partId: '345', slug: 'the-night-garden-chapter-1' }],
    ['/story/12-the-night-garden/rankings', 'storyRankings', { id: '12', slug: 'the-night-garden' }],
    ['/story/abc', 'notFound', {}],
    ['/nowhere', 'notFound', {}],
    // Malformed percent-encoding someone typed: no page, not an error.
    ['/user/%', 'notFound', {}],
    ['/stories/%E0%A4%A', 'notFound', {}],
    // A tag that is nothing once its # and \ are taken off.
    ['/stories/%23', 'notFound', {}],
    ['/stories/%23%5C', 'notFound', {}],
    ['/stories/%23Magic', 'tagBrowse', { tag: '#Magic' }],
    ['/user/rosa%20reads', 'profile', { username: 'rosa reads' }],
  ])('%s → %s', (path, page, params) => {
    const m = matchRoute(path);
    expect(m.page).toBe(page);
    expect(m.params).toEqual(params);
  });

  it('preloads what the page needs', () => {
    expect(preloadFor('/story/12-x', '', null)).toEqual([
      { type: 'stories/requested', payload: { id: '12' } },
      { type: 'stories/similarRequested', payload: { storyId: '12' } },
      { type: 'imageAppeal/coverFlagRequested', payload: { storyId: '12' } },
    ]);
    // A signed-in reader's saved position (Continue reading) is per viewer: only then is it asked for.
    const viewer = makeViewer();
    expect(preloadFor('/story/12-x', '', viewer)).toContainEqual({
      type: 'reader/positionRequested',
      payload: { storyId: '12' },
    });
    // A part page: the part and its first set of comments (server-rendered, so they read without JS);
    // `?commentId=` asks for that comment's thread instead.
    const partComments = { namespace: 'parts', resourceId: '345' };
    expect(preloadFor('/345', '', null)).toEqual([
      { type: 'parts/requested', payload: { id: 345 } },
      { type: 'comments/requested', payload: { resource: partComments, after: null } },
    ]);
    expect(preloadFor('/345', '?commentId=77', null)).toContainEqual({
      type: 'comments/threadRequested',
      payload: { commentId: '77', partResource: partComments },
    });
  });
});

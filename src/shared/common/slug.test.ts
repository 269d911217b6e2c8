import { partPath, pathOf, slugify, storyPath } from './slug';

describe('slugs', () => {
  it('makes readable ASCII slugs', () => {
    expect(slugify('Café  au Lait: A Love Story!')).toBe('cafe-au-lait-a-love-story');
    expect(slugify('Ångström über Ñandú')).toBe('angstrom-uber-nandu');
    expect(storyPath('12', 'The Night Garden')).toBe('/story/12-the-night-garden');
    expect(partPath(345, 'The Night Garden', 'Chapter 1')).toBe('/345-the-night-garden-chapter-1');
  });
  it('falls back to the bare id when a title has no letters', () => {
    expect(storyPath('7', '???')).toBe('/story/7');
  });
});

describe('pathOf: the path (and query) of one of our URLs, for client-side links', () => {
  it.each([
    ['https://storyloom.test/story/12-the-night-garden', '/story/12-the-night-garden'],
    ['http://127.0.0.1:3000/search/salt?ref=1#results', '/search/salt?ref=1'],
    ['https://storyloom.test', '/'],
    ['https://storyloom.test?x=1', '/?x=1'],
    ['/featured/1', '/featured/1'],
    ['mailto-less text', 'mailto-less text'],
  ])('%s → %s', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });
});

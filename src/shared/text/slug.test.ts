import { partPath, slugify, storyPath } from './slug';

describe('slugs', () => {
  it('makes readable ASCII slugs', () => {
    expect(slugify('Café  au Lait: A Love Story!')).toBe('cafe-au-lait-a-love-story');
    expect(storyPath('12', 'The Night Garden')).toBe('/story/12-the-night-garden');
    expect(partPath(345, 'The Night Garden', 'Chapter 1')).toBe('/345-the-night-garden-chapter-1');
  });
  it('falls back to the bare id when a title has no letters', () => {
    expect(storyPath('7', '???')).toBe('/story/7');
  });
});

import { abbreviateNumber, countOf, formatDateTime, formatWhen, truncate } from './format';

describe('display rules', () => {
  it('abbreviates with K and M', () => {
    expect([999, 1000, 1540, 123456, 2_340_000].map(abbreviateNumber)).toEqual([
      '999',
      '1K',
      '1.5K',
      '123K',
      '2.3M',
    ]);
  });
  it('says one of a count in the singular and abbreviates the others', () => {
    expect(countOf(1, 'vote')).toBe('1 vote');
    expect(countOf(0, 'vote')).toBe('0 votes');
    expect(countOf(34_712, 'read')).toBe('34.7K reads');
    expect(countOf(1, 'story', 'stories')).toBe('1 story');
    expect(countOf(2, 'story', 'stories')).toBe('2 stories');
  });
  it('formats dates as MMM DD, YYYY hh:mmA and relative under 24 hours', () => {
    expect(formatDateTime('2026-03-05T14:07:00Z')).toBe('Mar 05, 2026 02:07PM');
    const now = Date.parse('2026-03-05T16:07:00Z');
    expect(formatWhen('2026-03-05T14:07:00Z', now)).toBe('2 hours ago');
    expect(formatWhen('2026-03-03T14:07:00Z', now)).toBe('Mar 03, 2026 02:07PM');
  });
  it('truncates on a word with an ellipsis', () => {
    expect(truncate('The quick brown fox jumps', 12)).toBe('The quick…');
    expect(truncate('short', 12)).toBe('short');
  });
});

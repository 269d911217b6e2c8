import { formatReadTime, readMinutes, showsReadTime } from './format';

describe('read time', () => {
  it('shows "<5 mins" under five minutes, then hours and minutes', () => {
    expect([0, 4, 5, 45, 60, 61, 125].map(formatReadTime)).toEqual([
      '<5 mins',
      '<5 mins',
      '5 mins',
      '45 mins',
      '1 hr',
      '1 hr 1 min',
      '2 hrs 5 mins',
    ]);
  });
  it('reads about 1,000 characters a minute and shows only for language 1', () => {
    expect(readMinutes(62_000)).toBe(62);
    expect(showsReadTime(1)).toBe(true);
    expect(showsReadTime(2)).toBe(false);
  });
});

import {
  composerRows,
  displayName,
  isSendable,
  needsSeparator,
  remainingCharacters,
  separatorLabel,
  truncateMessage,
} from './composer';

describe('the composer rules', () => {
  it('truncates at 2000 characters and counts down to 0', () => {
    expect(truncateMessage('a'.repeat(2100))).toHaveLength(2000);
    expect(remainingCharacters('')).toBe(2000);
    expect(remainingCharacters('a'.repeat(2000))).toBe(0);
  });

  it('an empty or blank message is not sendable', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n ')).toBe(false);
    expect(isSendable('hi')).toBe(true);
  });

  it('the textarea has 2 to 5 rows', () => {
    expect(composerRows('')).toBe(2);
    expect(composerRows('a\nb\nc')).toBe(3);
    expect(composerRows('1\n2\n3\n4\n5\n6\n7')).toBe(5);
  });

  it('strips the :purged: prefix', () => {
    expect(displayName(':purged:gone')).toBe('gone');
  });
});

describe('date separators', () => {
  it('appear before the first message and at gaps of 6 hours or more', () => {
    expect(needsSeparator(null, '2026-11-20T10:00:00Z')).toBe(true);
    expect(needsSeparator('2026-11-20T10:00:00Z', '2026-11-20T15:59:00Z')).toBe(false);
    expect(needsSeparator('2026-11-20T10:00:00Z', '2026-11-20T16:00:00Z')).toBe(true);
  });

  it('show the weekday within the last 7 days, the date before', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(separatorLabel('2026-11-24T09:05:00Z', now)).toBe('Tuesday 09:05');
    expect(separatorLabel('2026-11-10T18:30:00Z', now)).toBe('Nov 10, 2026 18:30');
  });
});

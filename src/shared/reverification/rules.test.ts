import { readReminderCookies, shouldShowReverify, skipCookies } from './rules';

const status = (is_email_reverified: boolean) => ({
  is_email_reverified,
  max_skips: 3,
  days_between_reminders: 3,
});

describe('email re-verification reminder rules', () => {
  it('shows the modal to a user not yet re-verified who has no reminder cookie', () => {
    expect(shouldShowReverify(status(false), true, readReminderCookies(''))).toBe(true);
    expect(shouldShowReverify(status(true), true, readReminderCookies(''))).toBe(false);
  });

  it('leaves an unverified address to the please-verify modal', () => {
    expect(shouldShowReverify(status(false), false, readReminderCookies(''))).toBe(false);
  });

  it('waits while the reminder cookie lives, unless the skips exceed max_skips', () => {
    const after2 = readReminderCookies('a=1; email_reverify_reminder=1; email_reverify_skips=2');
    expect(after2).toEqual({ reminder: true, skips: 2 });
    expect(shouldShowReverify(status(false), true, after2)).toBe(false);
    const after3 = readReminderCookies('email_reverify_reminder=1; email_reverify_skips=3');
    expect(shouldShowReverify(status(false), true, after3)).toBe(false);
    const after4 = readReminderCookies('email_reverify_reminder=1; email_reverify_skips=4');
    expect(shouldShowReverify(status(false), true, after4)).toBe(true);
  });

  it('skip sets the reminder for days_between_reminders days and counts the skip', () => {
    expect(skipCookies({ reminder: false, skips: 1 }, 3)).toEqual([
      'email_reverify_reminder=1; Max-Age=259200; Path=/; SameSite=Lax',
      'email_reverify_skips=2; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
  });

  it('ignores a garbled skip count', () => {
    expect(readReminderCookies('email_reverify_skips=abc').skips).toBe(0);
  });
});

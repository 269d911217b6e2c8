import { describe, expect, it } from '@jest/globals';
import { privacyMessages as m } from './messages';
import { backHomeUrl, canOptOut, CCPA_COOKIE_MAX_AGE_MS, optedOutUrl } from './validation';

describe('privacy opt-out rules', () => {
  it('keeps the opt-out button disabled until the California box is ticked (and while sending)', () => {
    expect(canOptOut(false)).toBe(false);
    expect(canOptOut(true)).toBe(true);
    expect(canOptOut(true, true)).toBe(false);
  });

  it('keeps the cookie 3650 days', () => {
    expect(CCPA_COOKIE_MAX_AGE_MS).toBe(3650 * 86_400_000);
  });

  it('app mode keeps mode=app: optOut=true after opting out, closeWebForm=true on Back to home', () => {
    expect(optedOutUrl(undefined)).toBe('/privacy/do-not-sell?done=1');
    expect(optedOutUrl('app')).toBe('/privacy/do-not-sell?mode=app&optOut=true');
    expect(backHomeUrl(undefined)).toBe('/home');
    expect(backHomeUrl('app')).toBe('/home?mode=app&closeWebForm=true');
    expect(backHomeUrl('web')).toBe('/home');
  });

  it('has the spec’s texts', () => {
    expect(m.title).toBe('Do not sell my personal information');
    expect(m.failure).toBe(
      'There was an error submitting your opt-out request. Please try again or report the issue.',
    );
    expect(m.backTo).toBe('Back to');
  });
});

import { describe, expect, it } from '@jest/globals';
import { accountMessages as m } from './accountMessages';
import {
  CLOSE_REASONS,
  isCloseReason,
  LOCALE_COOKIE_MAX_AGE_MS,
  ownDataPath,
  validateCloseAccount,
} from './accountValidation';

describe('closing an account', () => {
  it('needs the password; the reason is optional and at most 500 characters', () => {
    expect(validateCloseAccount({ password: '', comment: '' })).toEqual({
      password: m.closePasswordRequired,
    });
    expect(validateCloseAccount({ password: 'x', comment: '' })).toEqual({});
    expect(validateCloseAccount({ password: 'x', comment: 'a'.repeat(501) })).toEqual({
      comment: m.closeReasonTooLong,
    });
  });

  it('knows the spec’s twelve close-account reasons', () => {
    expect(CLOSE_REASONS).toHaveLength(12);
    expect(isCloseReason('csem_image_moderation')).toBe(true);
    expect(isCloseReason('self')).toBe(false);
    expect(isCloseReason(undefined)).toBe(false);
  });
});

describe('own data and language', () => {
  it('names the data page after the product', () => {
    expect(ownDataPath('Storyloom')).toBe('/settings/your-storyloom-data');
    expect(ownDataPath('Story Loom')).toBe('/settings/your-story-loom-data');
  });

  it('keeps the locale cookie 3650 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE_MS).toBe(3650 * 86_400_000);
  });
});

import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../config';

describe('mail configuration', () => {
  it('defaults to the outbox, shown outside production only', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Storyloom <no-reply@localhost>',
      devOutbox: true,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com', MAIL_FROM: 'Tales <hi@example.com>' }),
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com',
      mailFrom: 'Tales <hi@example.com>',
    });
  });

  it('reports bad values', () => {
    let err: ConfigError | undefined;
    try {
      loadConfig({ SMTP_URL: 'http://x', MAIL_FROM: 'nobody', DEV_OUTBOX: 'yes' });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err?.problems).toEqual([
      'SMTP_URL must be a smtp://… or smtps://… URL (got "http://x")',
      'MAIL_FROM must be an address like "Storyloom <no-reply@example.com>" (got "nobody")',
      'DEV_OUTBOX must be 1 or 0 (got "yes")',
    ]);
  });
});

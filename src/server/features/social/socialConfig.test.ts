import { ConfigError, loadConfig } from '../../config';

describe('social sign-in configuration', () => {
  it('is off by default', () => {
    const c = loadConfig({});
    expect([c.googleClientId, c.facebookAppId, c.facebookAppSecret]).toEqual([null, null, null]);
  });

  it('takes a Google client id and a Facebook app id + secret', () => {
    const c = loadConfig({
      GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '4242',
      FACEBOOK_APP_SECRET: 's3cret',
    });
    expect(c.googleClientId).toBe('1234-abc.apps.googleusercontent.com');
    expect(c.facebookAppId).toBe('4242');
  });

  it('reports bad values clearly', () => {
    let err: ConfigError | undefined;
    try {
      loadConfig({ GOOGLE_CLIENT_ID: 'nope', FACEBOOK_APP_ID: 'abc' });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err?.problems).toEqual([
      'GOOGLE_CLIENT_ID must look like "1234-abc.apps.googleusercontent.com" (got "nope")',
      `FACEBOOK_APP_ID must be the app's number (got "abc")`,
      'FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together',
    ]);
  });
});

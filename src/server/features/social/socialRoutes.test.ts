import nock from 'nock';
import request from 'supertest';
import { accountsMessages as am } from '../../../shared/accounts/messages';
import { socialMessages as m, withProvider } from '../../../shared/social/messages';
import { text, viewerOf } from '../../test/html';
import {
  googleToken,
  handOffUrl,
  OAUTH_STATE_COOKIE_HEADER,
  mockFacebook,
  mockGoogleKeys,
} from '../../test/identityProviders';
import { cookiesOf, csrfField, sessionCookie } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/testApp';
import { resetGoogleKeys } from './googleAdapter';

jest.setTimeout(30_000);
let t: TestApp;
beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  t = await createTestApp({ identityProviders: true });
});
afterAll(async () => {
  nock.cleanAll();
  nock.enableNetConnect();
  await t.close();
});
beforeEach(() => {
  resetGoogleKeys();
  nock.cleanAll();
});

const msgOf = (location: string): string | null => new URL(location, 'http://x').searchParams.get('msg');

async function handOff(data: Record<string, unknown>, nextUrl?: string) {
  return request(t.app).get(handOffUrl(data, nextUrl)).set('Cookie', OAUTH_STATE_COOKIE_HEADER);
}

describe('GET /oauth-auth (Google)', () => {
  it('refuses a hand-off this browser did not start (no or another state cookie): no session', async () => {
    mockGoogleKeys();
    const url = handOffUrl({ type: 'google', token: googleToken(), redirect: true }, '/story/1');
    for (const cookie of [undefined, 'sl_oauth_state=someone-elses-state']) {
      const req = request(t.app).get(url);
      const res = await (cookie ? req.set('Cookie', cookie) : req);
      expect(res.status).toBe(303);
      expect(res.headers.location).toMatch(/^\/login\?/);
      expect(msgOf(res.headers.location)).toBe(withProvider(m.socialInvalid, 'google'));
      expect(sessionCookie(res)).toBeFalsy();
    }
  });

  it('sends a new person to the completion form, email known, birthday asked', async () => {
    mockGoogleKeys();
    const res = await handOff({ type: 'google', token: googleToken(), redirect: true }, '/story/1');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/oauth-auth/complete');
    const cookie = sessionCookie(res) ?? '';
    const page = await request(t.app).get('/oauth-auth/complete').set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="available" value="email"');
    expect(page.text).not.toContain('name="email"');
    expect(page.text).toContain('name="day"');
    expect(page.text).toContain('name="policy"');
    expect(text(page.text)).toContain(m.completionTitle);
    // The browser's call for the same form (the page's preload over HTTP).
    const json = await request(t.app).get('/oauth-auth/complete?json=1').set('Cookie', cookie);
    expect(json.status).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.body.completion).toMatchObject({ provider: 'google', needEmail: false, needBirthday: true });
    const none = await request(t.app).get('/oauth-auth/complete?json=1');
    expect(none.body).toEqual({ completion: null });
  });

  it('completes the sign-up with a form post: account, identity, verified email, signed in, next', async () => {
    mockGoogleKeys();
    const first = await handOff({ type: 'google', token: googleToken(), redirect: true }, '/story/1');
    const page = await request(t.app)
      .get('/oauth-auth/complete')
      .set('Cookie', sessionCookie(first) ?? '');
    const csrf = csrfField(page.text);
    // The browser sends the session cookie and the page's visitor CSRF cookie.
    const cookie = `${sessionCookie(first) ?? ''}; ${cookiesOf(page)}`;

    const noConsent = await request(t.app)
      .post('/oauth-auth/complete')
      .set('Cookie', cookie)
      .type('form')
      .send({ _csrf: csrf, day: '3', month: '4', year: '1990', available: 'email,birthday' });
    expect(noConsent.status).toBe(400);
    expect(text(noConsent.text)).toContain(am.policyRequired);

    const done = await request(t.app)
      .post('/oauth-auth/complete')
      .set('Cookie', cookie)
      .type('form')
      .send({ _csrf: csrf, day: '3', month: '4', year: '1990', pronouns: 'F', policy: 'on' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/start?nextUrl=%2Fstory%2F1'); // onboarding, then on
    const user = await t.db('users').where({ email: 'ada.lovelace@example.org' }).first();
    expect(user.username).toBe('AdaLovelace');
    expect(Number(user.verified_email)).toBe(1);
    expect(user.password_hash).toBeNull();
    // Signed in on a NEW session id.
    const signedIn = sessionCookie(done) ?? '';
    expect(signedIn).not.toBe(cookie);
    expect(viewerOf((await request(t.app).get('/home').set('Cookie', signedIn)).text)).toBe('AdaLovelace');

    // The same Google account next time: straight in.
    mockGoogleKeys();
    const again = await handOff({ type: 'google', token: googleToken(), redirect: true });
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/home');
  });

  it('refuses an expired token, a wrong audience and a bad signature with a message on the login page', async () => {
    mockGoogleKeys(3);
    const expired = await handOff({ type: 'google', token: googleToken({ exp: 1000, iat: 900 }) });
    expect(msgOf(expired.headers.location)).toBe('Your sign-in with Google has expired. Please try again.');
    const audience = await handOff({ type: 'google', token: googleToken({ aud: 'someone-else' }) });
    expect(msgOf(audience.headers.location)).toBe(
      'We could not confirm your sign-in with Google. Please try again.',
    );
    const forged = await handOff({ type: 'google', token: googleToken({ sub: 'evil' }, true) });
    expect(forged.headers.location).toMatch(/^\/login\?/);
    expect(msgOf(forged.headers.location)).toContain('could not confirm');
    const login = await request(t.app).get(forged.headers.location);
    expect(text(login.text)).toContain('We could not confirm your sign-in with Google.');
  });

  it('answers a Google outage with a clear message (no 500)', async () => {
    nock('https://www.googleapis.com').get('/oauth2/v3/certs').reply(503, 'down');
    const res = await handOff({ type: 'google', token: googleToken() });
    expect(res.status).toBe(303);
    expect(msgOf(res.headers.location)).toBe(
      "We couldn't reach Google just now. Please try again in a moment.",
    );
  });

  it('asks for the provider token when there is none', async () => {
    const res = await handOff({ type: 'google', redirect: true });
    expect(msgOf(res.headers.location)).toBe(m.googleNeedsToken);
  });

  it('links a provider-verified email to the existing account; an unverified one gets 1171', async () => {
    const [id] = (await t.db('users').insert({
      username: 'grace_h',
      email: 'grace@example.org',
      display_name: 'Grace',
      created_at: new Date(),
      updated_at: new Date(),
    })) as number[];
    mockGoogleKeys(2);
    const unverified = await handOff({
      type: 'google',
      token: googleToken({ sub: 'g-2', email: 'grace@example.org', email_verified: false }),
    });
    expect(msgOf(unverified.headers.location)).toBe(am.code1171);
    const verified = await handOff({
      type: 'google',
      token: googleToken({ sub: 'g-2', email: 'grace@example.org' }),
    });
    expect(verified.headers.location).toBe('/home');
    const link = await t.db('social_identities').where({ provider: 'google', subject: 'g-2' }).first();
    expect(Number(link.user_id)).toBe(Number(id));
  });

  it.each(['//evil.com', '/\\evil.com', 'https:evil.com', 'javascript:alert(1)', '/..//evil.com'])(
    'keeps nextUrl %s (query or data.redirect) on our site',
    async (evil) => {
      mockGoogleKeys(2);
      const viaQuery = await handOff(
        { type: 'google', token: googleToken({ sub: 'g-2', email: 'grace@example.org' }) },
        evil,
      );
      expect(viaQuery.headers.location).toBe('/home');
      const viaData = await handOff({
        type: 'google',
        token: googleToken({ sub: 'g-2', email: 'grace@example.org' }),
        redirect: evil,
      });
      expect(viaData.headers.location).toBe('/home');
    },
  );
});

describe('GET /oauth-auth (Facebook)', () => {
  it('uses the Graph API: name, email and birthday known → only pronouns, marketing, consent asked', async () => {
    mockFacebook('fb-token-1', {
      id: '900',
      name: 'Lin Bao',
      email: 'lin@example.org',
      birthday: '07/15/1992',
    });
    const res = await handOff({ type: 'facebook', token: 'fb-token-1' });
    expect(res.headers.location).toBe('/oauth-auth/complete');
    const page = await request(t.app)
      .get('/oauth-auth/complete')
      .set('Cookie', sessionCookie(res) ?? '');
    expect(page.text).toContain('name="available" value="email,birthday"');
    expect(page.text).not.toContain('name="day"');
  });

  it('refuses a token of another app, an invalid token and a Graph outage', async () => {
    mockFacebook('fb-x', { id: '901' }, { app_id: '999' });
    expect(msgOf((await handOff({ type: 'facebook', token: 'fb-x' })).headers.location)).toContain(
      'could not confirm',
    );
    nock('https://graph.facebook.com').get('/debug_token').query(true).reply(500);
    expect(msgOf((await handOff({ type: 'facebook', token: 'fb-y' })).headers.location)).toContain(
      "couldn't reach",
    );
    nock('https://graph.facebook.com').get('/debug_token').query(true).replyWithError('ECONNRESET');
    expect(msgOf((await handOff({ type: 'facebook', token: 'fb-z' })).headers.location)).toContain(
      "couldn't reach",
    );
  });

  it('refuses under 13 (1027) and then refuses a retry with another birthday from the same browser', async () => {
    mockFacebook('fb-kid', { id: '902', name: 'Kid', email: 'kid@example.org' });
    const res = await handOff({ type: 'facebook', token: 'fb-kid' });
    const page = await request(t.app)
      .get('/oauth-auth/complete')
      .set('Cookie', sessionCookie(res) ?? '');
    const csrf = csrfField(page.text);
    const cookie = `${sessionCookie(res) ?? ''}; ${cookiesOf(page)}`;
    const young = String(new Date().getUTCFullYear() - 8);
    const refused = await request(t.app)
      .post('/oauth-auth/complete')
      .set('Cookie', cookie)
      .type('form')
      .send({ _csrf: csrf, day: '1', month: '1', year: young, policy: 'on' });
    expect(refused.status).toBe(400);
    expect(text(refused.text)).toContain(am.code1027);
    const lock = ((refused.headers['set-cookie'] as unknown as string[]) ?? []).find((c) =>
      c.startsWith('signup_lock='),
    );
    expect(lock).toContain('Max-Age=86400');
    const retry = await request(t.app)
      .post('/oauth-auth/complete')
      .set('Cookie', `${cookie}; signup_lock=1`)
      .type('form')
      .send({ _csrf: csrf, day: '1', month: '1', year: '1980', policy: 'on' });
    expect(text(retry.text)).toContain(am.code1027);
    expect(await t.db('users').where({ email: 'kid@example.org' }).first()).toBeUndefined();
  });

  it('refuses the completion post without the CSRF token or without a pending sign-in', async () => {
    expect(
      (await request(t.app).post('/oauth-auth/complete').type('form').send({ policy: 'on' })).status,
    ).toBe(403);
    const page = await request(t.app).get('/oauth-auth/complete');
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/signup');
  });
});

describe('social sign-in not configured', () => {
  let off: TestApp;
  beforeAll(async () => (off = await createTestApp()));
  afterAll(() => off.close());

  it('says so on the login page and calls no provider', async () => {
    const g = await request(off.app)
      .get(handOffUrl({ type: 'google', token: googleToken() }))
      .set('Cookie', OAUTH_STATE_COOKIE_HEADER);
    expect(msgOf(g.headers.location)).toBe(m.googleUnavailable);
    const f = await request(off.app)
      .get(handOffUrl({ type: 'facebook', token: 'x' }))
      .set('Cookie', OAUTH_STATE_COOKIE_HEADER);
    expect(msgOf(f.headers.location)).toBe(m.facebookUnavailable);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('shows the social sign-up options on /signup only when configured', async () => {
    expect(text((await request(off.app).get('/signup')).text)).not.toContain(m.signUpWithGoogle);
    const on = text((await request(t.app).get('/signup')).text);
    expect(on).toContain(m.signUpWithGoogle);
    expect(on).toContain(m.signUpWithFacebook);
    expect(on).toContain(am.haveAccount);
  });

  it('does not allow the Google script in the CSP', async () => {
    const res = await request(off.app).get('/login');
    expect(res.headers['content-security-policy']).not.toContain('accounts.google.com');
    const on = await request(t.app).get('/login');
    expect(on.headers['content-security-policy']).toContain('https://accounts.google.com/gsi/client');
    expect(on.headers['content-security-policy']).toContain('https://connect.facebook.net/en_US/sdk.js');
    expect(res.headers['content-security-policy']).not.toContain('facebook');
  });
});

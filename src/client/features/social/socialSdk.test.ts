/** The Google / Facebook hand-off URL carries the visitor's Follow / Vote from the sign-up prompt. */
import { handOffUrl } from './socialSdk';

const dataOf = (url: string): Record<string, unknown> =>
  JSON.parse(new URL(url, 'http://x').searchParams.get('data') ?? '{}') as Record<string, unknown>;

describe('handOffUrl', () => {
  it('carries a known intent in the hand-off data, with the token, state and nextUrl', () => {
    const url = handOffUrl('google', 'tok', '/user/ava', 'follow:ava');
    expect(new URL(url, 'http://x').pathname).toBe('/oauth-auth');
    expect(new URL(url, 'http://x').searchParams.get('nextUrl')).toBe('/user/ava');
    const data = dataOf(url);
    expect(data).toMatchObject({ type: 'google', token: 'tok', intent: 'follow:ava' });
    expect(data.state).toMatch(/^[0-9a-f]{32}$/); // also the sl_oauth_state cookie (Path=/oauth-auth)
    expect(dataOf(handOffUrl('facebook', 't2', '/story/1', 'vote:42')).intent).toBe('vote:42');
  });

  it('leaves out a missing or unknown intent', () => {
    expect(dataOf(handOffUrl('google', 'tok', '/home')).intent).toBeUndefined();
    expect(dataOf(handOffUrl('google', 'tok', '/home', 'delete:all')).intent).toBeUndefined();
  });
});

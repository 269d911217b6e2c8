import { nextUrlParam, safeNextUrl } from './safeNextUrl';

describe('safeNextUrl', () => {
  it.each([
    ['/story/12-the-night-garden', '/story/12-the-night-garden'],
    ['/settings?section=account#mute', '/settings?section=account#mute'],
    ['/search?q=https%3A%2F%2Fexample.com', '/search?q=https%3A%2F%2Fexample.com'],
    ['home', '/home'],
    ['settings', '/settings'],
    ['/a/./b/../c', '/a/c'],
    ['/caf\u00e9', '/caf%C3%A9'],
  ])('keeps our own path %j → %j', (raw, expected) => {
    expect(safeNextUrl(raw)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https:evil.com',
    'https://evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/..//evil.com',
    '/a/../..//evil.com',
    '/.//evil.com',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    '/%2e%2e//evil.com',
    '%252F%252Fevil.com',
    '/%5Cevil.com',
    '/%255Cevil.com',
    '/%09/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/home\r\nSet-Cookie: x=1',
    '/%0d%0aSet-Cookie:x=1',
    'evil.com',
    '.evil.com',
    '@evil.com',
    '/%E0%A4%A',
    '/%25252525252F%25252525252Fevil.com',
    '',
  ])('neutralises %j', (raw) => {
    expect(safeNextUrl(raw)).toBe('/home');
  });

  it('refuses a path longer than 2048 characters', () => {
    expect(safeNextUrl('/' + 'x'.repeat(3000))).toBe('/home');
  });

  it('takes the first of a repeated parameter, and checks it', () => {
    expect(safeNextUrl(['/story/1', '//evil.com'])).toBe('/story/1');
    expect(safeNextUrl(['//evil.com', '/story/1'])).toBe('/home');
    expect(safeNextUrl([])).toBe('/home');
  });

  it('uses the fallback for anything that is not a string', () => {
    expect(safeNextUrl(undefined)).toBe('/home');
    expect(safeNextUrl(null, '/login')).toBe('/login');
    expect(safeNextUrl({ toString: () => '/x' })).toBe('/home');
    expect(safeNextUrl(42)).toBe('/home');
  });

  it('never returns something a browser would read as another host', () => {
    const hostile = ['//', '/\\', '\\/', '/%2f', '/%5c', '/..', '/.', '%2e', '\t', 'https:', '@', '.'];
    const rnd = (n: number) => Math.floor(Math.abs(Math.sin(n * 9301 + 49297)) * 1e6) % hostile.length;
    for (let i = 0; i < 2000; i++) {
      const raw = [rnd(i), rnd(i + 1), rnd(i + 2)].map((k) => hostile[k]).join('') + 'evil.com';
      const out = safeNextUrl(raw);
      expect(out.startsWith('/')).toBe(true);
      expect(new URL(out, 'https://ours.example').host).toBe('ours.example');
      expect(out).not.toMatch(/^\/[/\\]/);
    }
  });

  it('reads nextUrl or nexturl', () => {
    expect(nextUrlParam({ nextUrl: '/a' })).toBe('/a');
    expect(nextUrlParam({ nexturl: '/b' })).toBe('/b');
  });
});

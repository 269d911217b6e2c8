/**
 * Generated hostile inputs (fast-check): wrong types, arrays for scalars, repeated parameters,
 * huge and deep bodies, unicode (lone surrogates, U+2028), NUL, `</script>`, `__proto__`.
 */
import fc from 'fast-check';
import * as F from '../seeds/fixtures';

/** Parameter names the app reads somewhere (so inputs reach the code), and hostile names. */
const KNOWN_KEYS = [
  'id',
  'username',
  'email',
  'password',
  'confirmPassword',
  'at',
  'token',
  'limit',
  'offset',
  'fields',
  'query',
  'q',
  'filter',
  'tags',
  'language',
  'languageId',
  'nextUrl',
  'nexturl',
  'error',
  'msg',
  'notice',
  'section',
  'stories',
  'storyId',
  'partId',
  'mature',
  'day',
  'month',
  'year',
  'birthday',
  'pronouns',
  'policy',
  'marketing',
  'type',
  'kind',
  'sort',
  'name',
  'value',
  'enabled',
  'optOut',
  'position',
  'theme',
  'answers',
  'genres',
  'done',
  'sent',
  'isFromPushNotification',
  'requester',
  'include_mature',
  'blocked_tags',
  'reason',
  'current',
  'new_email',
  'birthdate',
];
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a[b]',
  'a.b',
  '',
];

export const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

const NASTY = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '</script><script>alert(1)</script>',
  '\u2028\u2029',
  '\u0000',
  'a\u0000b',
  '%',
  '%00',
  '%zz',
  '../../etc/passwd',
  'null',
  'undefined',
  'true',
  'false',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '',
  ' ',
  '😀😀',
  '\uD800',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '//evil.example',
  "' or 1=1 --",
  '{}',
  '[]',
  '1,2,3',
  String(F.LONG_STORY_ID),
  String(F.LONG_STORY_PART_IDS[0]),
  F.READER_USERNAME,
  F.WRITER_USERNAME,
  'reader_rosa@example.com',
  'settings',
  'home',
];

/** One hostile string. */
export const text = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer({ min: -1000, max: 1_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)) },
);

const scalar = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A JSON value for a field: a scalar, an array where a scalar goes, or an object. */
const fieldValue = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(key, scalar, { maxKeys: 3 }) },
);

const nested = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; raw: string }
  | { kind: 'form'; raw: string }
  | { kind: 'text'; raw: string; type: string };

const encodePairs = (pairs: readonly (readonly [string, string])[]): string =>
  pairs
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '?'))}`)
    .join('&');

const pairs = fc.array(fc.tuple(key, text), { maxLength: 6 });

export const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  {
    weight: 6,
    arbitrary: fc
      .dictionary(key, fieldValue, { maxKeys: 6 })
      .map<Body>((o) => ({ kind: 'json', raw: JSON.stringify(o) })),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fieldValue, { maxLength: 4 })
      .map<Body>((a) => ({ kind: 'json', raw: JSON.stringify(a) })),
  },
  { weight: 1, arbitrary: scalar.map<Body>((s) => ({ kind: 'json', raw: JSON.stringify(s) })) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 10, max: 3000 }).map<Body>((d) => ({ kind: 'json', raw: nested(d) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(90_000, 400_000, 1_200_000)
      .map<Body>((n) => ({ kind: 'json', raw: JSON.stringify({ username: 'x'.repeat(n), password: 'y' }) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('{"a":', '[[[', '\u0000', '{"__proto__":{"polluted":1}}')
      .map<Body>((raw) => ({ kind: 'json', raw })),
  },
  { weight: 4, arbitrary: pairs.map<Body>((p) => ({ kind: 'form', raw: encodePairs(p) })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('a=%zz&b=%', 'x'.repeat(150_000), '=&=&&')
      .map<Body>((raw) => ({ kind: 'form', raw })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        text,
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/json; charset=utf-7',
          'multipart/form-data',
        ),
      )
      .map<Body>(([raw, type]) => ({ kind: 'text', raw, type })),
  },
);

/** A query string: repeated parameters, arrays, raw malformed escapes. */
export const query = fc.oneof(
  { weight: 6, arbitrary: pairs.map((p) => encodePairs(p)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'a=%zz',
      '%',
      'id=1&id=2&id=3',
      'limit=1&limit=x',
      '__proto__[x]=1',
      'a=\u2028',
    ),
  },
);

/** A value for a path parameter (sometimes a real id or name, so the handler goes on). */
export const pathParam = (name: string) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: text.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '?')).slice(0, 3000)),
    },
    {
      weight: 2,
      arbitrary: /user/i.test(name)
        ? fc.constantFrom(F.READER_USERNAME, F.WRITER_USERNAME, 'admin', 'nobody_zz')
        : fc.constantFrom(
            String(F.LONG_STORY_ID),
            String(F.LONG_STORY_PART_IDS[0]),
            '1',
            '0',
            '-1',
            '99999999999999999999',
          ),
    },
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%zz', '..', '%2F', '__proto__', '%00') },
  );

export const accept = fc.constantFrom(
  'text/html',
  'application/json',
  '*/*',
  'application/json, text/html',
  '',
);

/** Pages behind the catch-all route (`GET *`): the page table's shapes and anything else. */
export const pagePath = fc.oneof(
  fc.constantFrom(
    '/home',
    '/',
    '/login',
    '/signup',
    '/forgot',
    '/reset',
    '/settings',
    '/settings/notifications',
    '/library',
    '/start',
    '/start/writerjourney',
    '/privacy/do-not-sell',
    '/close-account',
    '/language',
    '/terms',
    '/privacy',
    '/premium',
    '/help',
    '/settings/your-storyloom-data',
    '/oauth-auth/complete',
    '/dev/outbox',
    '/search',
  ),
  fc
    .tuple(
      fc.constantFrom(
        '/story/',
        '/story/',
        '/list/',
        '/user/',
        '/',
        '/search/',
        '/stories/',
        '/featured/',
        '/help/',
        '/dev/outbox/',
      ),
      pathParam('id'),
      fc.constantFrom('', '/lists', '/rankings', '/stories', '/people', '-a-title', '/x/y'),
    )
    .map(([a, b, c]) => `${a}${b}${c}`),
);

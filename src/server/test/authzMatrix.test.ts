/**
 * The authorization matrix (issue 25 #12): every route of every feature's authorization table
 * (`src/server/features/<f>/authorization.ts`, listed by its manifest) is requested as a visitor,
 * as another user aiming at the owner's resource, and as an admin doing the same. Each gets the
 * status its table names, and the owner's rows are read before and after: they never change.
 * A second test walks the app's Express router stack: a route that looks user-scoped (a write,
 * `/settings…`, `/api/v3/users/:username/…`, `/v5/users/:username/…`) that no table lists fails,
 * so a new route cannot be forgotten.
 */
import type { Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import { ADMIN_USER_ID, LONG_STORY_ID, USERS } from '../../../seeds/fixtures';
import type { AuthzCheck, AuthzEntry, AuthzRole, AuthzTarget } from '../features/serverFeature';
import { SERVER_FEATURES } from '../features/serverFeatures';
import { asSession, CSRF_REFUSED } from './apiAssertions';
import { testAddress } from './sessions';
import { createTestApp, type TestApp, type TestSession } from './testApp';

/** B: the owner whose resources the others aim at. A: another user. */
const OWNER = { id: USERS.rosa.id, username: USERS.rosa.username };
const OTHER_ID = USERS.bram.id;

const ENTRIES: Array<AuthzEntry & { feature: string }> = SERVER_FEATURES.flatMap((f) =>
  (f.authorization ?? []).map((e) => ({ ...e, feature: f.name })),
);
const CHECKS: AuthzCheck[] = ENTRIES.flatMap((e) => ('expect' in e ? [e] : []));
const ROLES: AuthzRole[] = ['visitor', 'other', 'admin'];
const CASES = CHECKS.flatMap((c) => ROLES.map((role) => [`${c.method} ${c.route}`, role, c] as const));

/** Tables with rows a user owns, and the column naming the owner. */
const OWNED: Array<[table: string, column: string]> = [
  ['content_settings', 'user_id'],
  ['blocked_tags', 'user_id'],
  ['onboarding_answers', 'user_id'],
  ['social_identities', 'user_id'],
  ['follows', 'follower_id'],
  ['library_stories', 'user_id'],
  ['reading_lists', 'user_id'],
  ['votes', 'user_id'],
  ['reading_positions', 'user_id'],
  ['account_closures', 'user_id'],
  ['user_sessions', 'user_id'],
];

/** Everything of the owner's: their user row, their rows in every owned table, their lists' stories. */
async function ownersRows(db: Knex, userId: number): Promise<Record<string, unknown>> {
  const rows: Record<string, unknown> = {};
  rows.users = await db('users').where({ id: userId }).select();
  for (const [table, column] of OWNED) {
    rows[table] = (await db.schema.hasTable(table)) ? await db(table).where(column, userId).select() : [];
  }
  const lists = db('reading_lists').where({ user_id: userId }).select('id');
  rows.reading_list_stories = await db('reading_list_stories')
    .whereIn('list_id', lists)
    .orderBy(['list_id', 'story_id']);
  return JSON.parse(JSON.stringify(rows)) as Record<string, unknown>;
}

/** `'{owner}'` and `'{ownerId}'` in a body stand for the owner (see `AuthzCheck.body`). */
async function bodyOf(c: AuthzCheck, t: AuthzTarget): Promise<Record<string, unknown> | undefined> {
  const raw = typeof c.body === 'function' ? await c.body(t) : c.body;
  if (!raw) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw))
    out[k] = v === '{owner}' ? t.owner.username : v === '{ownerId}' ? t.owner.id : v;
  return out;
}

async function send(app: Express, c: AuthzCheck, s: TestSession, t: AuthzTarget): Promise<request.Response> {
  const url = await c.url(t);
  const method = c.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  // Each request from an address of its own: the matrix makes more writes than the app's write
  // rate limit lets one address make in a minute (120), and grows with every feature's table.
  const req = asSession(s, request(app)[method](url)).set('X-Forwarded-For', testAddress());
  const body = await bodyOf(c, t);
  if (c.form) return req.type('form').send({ ...(body ?? {}), _csrf: s.csrfToken });
  return body ? req.send(body) : req;
}

let t: TestApp;
let target: AuthzTarget;

beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 1000, perAddress: 1000 } });
  target = { db: t.db, owner: OWNER };
  // The owner has a reading list and a library to aim at.
  const owner = await t.login(OWNER.id);
  await asSession(owner, request(t.app).post('/api/v3/lists'))
    .send({ name: "Rosa's shelf", stories: [LONG_STORY_ID] })
    .expect(200);
  await asSession(owner, request(t.app).post(`/api/v3/users/${OWNER.username}/library`))
    .send({ stories: [LONG_STORY_ID] })
    .expect(200);
});
afterAll(() => t.close());

const sessionOf = (role: AuthzRole): Promise<TestSession> =>
  role === 'visitor' ? t.visitor() : t.login(role === 'admin' ? ADMIN_USER_ID : OTHER_ID);

test.each(CASES)('%s as %s: the status its table names, the owner unchanged', async (_name, role, check) => {
  const before = await ownersRows(t.db, OWNER.id);
  const res = await send(t.app, check, await sessionOf(role), target);
  const expected = check.expect[role];
  const seen = `${res.status} ${res.headers.location ?? ''} ${res.text.slice(0, 200)}`;
  if (expected === 'login') {
    expect([302, 303]).toContain(res.status);
    expect(res.headers.location).toMatch(/^\/login\b/);
  } else {
    expect(seen).toMatch(new RegExp(`^${expected} `));
  }
  if (res.status === 401) expect(res.body).toMatchObject({ error_code: 1018 });
  if (res.status === 403 && res.type === 'application/json') {
    // Refused as not the owner's, not for a missing CSRF token.
    expect(res.body).toMatchObject({ error_code: 1154 });
    expect(res.body.message).not.toContain(CSRF_REFUSED);
  }
  expect(await ownersRows(t.db, OWNER.id)).toEqual(before);
});

/** A route layer of Express 5's router (`app.router.stack`, nested routers' `handle.stack`). */
interface Layer {
  route?: { path: string | RegExp | Array<string | RegExp>; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every route the app mounts: method and its (first) declared path. */
function mountedRoutes(app: Express): Array<{ method: string; route: string }> {
  const out: Array<{ method: string; route: string }> = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const first = Array.isArray(layer.route.path) ? layer.route.path[0] : layer.route.path;
        for (const [m, on] of Object.entries(layer.route.methods))
          if (on && m !== '_all') out.push({ method: m.toUpperCase(), route: String(first) });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  // Express 5 keeps the root router on `app.router` (untyped).
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return out;
}

const looksUserScoped = ({ method, route }: { method: string; route: string }): boolean =>
  method !== 'GET' || route.startsWith('/settings') || /^\/(api\/v3|v5)\/users\/:username\/./.test(route);

test('every user-scoped-looking route of the router stack is in a feature’s authorization table', () => {
  const mounted = mountedRoutes(t.app);
  expect(mounted.length).toBeGreaterThan(80);
  const listed = new Set(ENTRIES.map((e) => `${e.method} ${e.route}`));
  const missing = mounted
    .filter(looksUserScoped)
    .map((r) => `${r.method} ${r.route}`)
    .filter((r) => !listed.has(r));
  expect(missing).toEqual([]);
  // And no table names a route the app does not mount (a renamed route would slip out of the matrix).
  const stale = [...listed].filter((e) => !mounted.some((r) => `${r.method} ${r.route}` === e));
  expect(stale).toEqual([]);
  expect(CHECKS.length).toBeGreaterThan(30);
});

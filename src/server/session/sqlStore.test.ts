import type { SessionData } from 'express-session';
import { createTestDb, type TestDb } from '../db/testDb';
import { SqlSessionStore, TOUCH_INTERVAL_MS } from './sqlStore';

const DAY = 24 * 3600 * 1000;
const sessionFor = (expires: number): SessionData =>
  ({ cookie: { expires: new Date(expires), originalMaxAge: 30 * DAY }, userId: 7 }) as unknown as SessionData;

describe('SQL session store', () => {
  let t: TestDb;
  let store: SqlSessionStore;
  const call = (f: (cb: (err?: unknown) => void) => void) =>
    new Promise<void>((resolve, reject) => f((err) => (err ? reject(err) : resolve())));
  const expiresAt = async (sid: string) =>
    Number((await t.db('sessions').where({ sid }).first('expires_at')).expires_at);

  beforeAll(async () => {
    t = await createTestDb();
    store = new SqlSessionStore(t.db);
  });
  afterAll(() => t.destroy());

  it('keeps a session alive, writing its expiry at most once an hour', async () => {
    const start = Date.now() + 30 * DAY;
    await call((cb) => store.set('sid-touch', sessionFor(start), cb));
    // A request a minute later: the expiry moves by a minute only, which is not worth a write.
    await call((cb) => store.touch('sid-touch', sessionFor(start + 60_000), cb));
    expect(await expiresAt('sid-touch')).toBe(start);
    // A request after more than an hour: the expiry moves forward.
    const later = start + TOUCH_INTERVAL_MS + 60_000;
    await call((cb) => store.touch('sid-touch', sessionFor(later), cb));
    expect(await expiresAt('sid-touch')).toBe(later);
  });

  it('never brings an expiry closer and forgets an expired session', async () => {
    const start = Date.now() + 30 * DAY;
    await call((cb) => store.set('sid-old', sessionFor(start), cb));
    await call((cb) => store.touch('sid-old', sessionFor(start - 2 * TOUCH_INTERVAL_MS), cb));
    expect(await expiresAt('sid-old')).toBe(start);

    await t
      .db('sessions')
      .where({ sid: 'sid-old' })
      .update({ expires_at: Date.now() - 1000 });
    const found = await new Promise((resolve) => store.get('sid-old', (_e, s) => resolve(s)));
    expect(found).toBeNull();
  });
});

import { createTestDb, type TestDb } from './testDb';
import { migrationStatus } from './migrate';
import { TEMPLATE_ENV } from './testDbTemplate';
import { now } from './knex';
import { READER_USER_ID, TINY_STORY_COUNT, WRITER_USER_ID } from '../../../seeds';

/** Test databases are copies of the run's template: each must be complete and on its own. */
describe('test databases copied from the run template', () => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    [a, b] = [await createTestDb(), await createTestDb()];
  });
  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
  });

  it('come from a template in this run', () => {
    expect(process.env[TEMPLATE_ENV]).toBeTruthy();
  });

  it('are migrated and seeded', async () => {
    expect((await migrationStatus(a.db)).pending).toEqual([]);
    expect(await a.db('stories').count({ n: '*' })).toEqual([{ n: TINY_STORY_COUNT }]);
  });

  it('are independent: a row written in one is not in the other', async () => {
    await a
      .db('follows')
      .insert({ follower_id: READER_USER_ID, followee_id: WRITER_USER_ID, created_at: now() });
    const count = (db: TestDb) =>
      db.db('follows').where({ follower_id: READER_USER_ID, followee_id: WRITER_USER_ID }).count({ n: '*' });
    expect(await count(a)).toEqual([{ n: 1 }]);
    expect(await count(b)).toEqual([{ n: 0 }]);
  });

  it('keep ids counting after the seed and foreign keys enforced', async () => {
    const [id] = await b.db('tags').insert({ name: 'copied-template-tag' });
    expect(Number(id)).toBeGreaterThan(0);
    expect(await b.db('tags').where({ id }).first('name')).toEqual({ name: 'copied-template-tag' });
    const follow = (followerId: number) =>
      b.db('follows').insert({ follower_id: followerId, followee_id: WRITER_USER_ID, created_at: now() });
    // better-sqlite3's errors come from another realm than Jest's Error: match the message.
    await expect(follow(999_999)).rejects.toMatchObject({ message: expect.stringMatching(/foreign key/i) });
    await follow(READER_USER_ID);
  });
});

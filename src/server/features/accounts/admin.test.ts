import type { Knex } from 'knex';
import { READER_USERNAME } from '../../../../seeds/fixtures';
import { createTestDb } from '../../db/testDb';
import { makeAdmin } from './admin';
import { logIn } from './accountsService';

describe('npm run admin (makeAdmin)', () => {
  jest.setTimeout(30_000); // the first password check loads the strength dictionaries
  let db: Knex;
  let destroy: () => Promise<void>;
  beforeAll(async () => ({ db, destroy } = await createTestDb()));
  afterAll(() => destroy());

  const isAdmin = async (username: string) =>
    Boolean((await db('users').where({ username }).first('is_sysadmin'))?.is_sysadmin);

  it('promotes an existing user', async () => {
    expect(await isAdmin(READER_USERNAME)).toBe(false);
    expect(await makeAdmin(db, { username: READER_USERNAME })).toMatchObject({ ok: true, created: false });
    expect(await isAdmin(READER_USERNAME)).toBe(true);
  });

  it('refuses an unknown user without --create', async () => {
    expect(await makeAdmin(db, { username: 'nobody_here' })).toMatchObject({ ok: false });
  });

  it('creates an administrator who can log in', async () => {
    const r = await makeAdmin(db, {
      username: 'ops_admin',
      create: true,
      email: 'ops@example.org',
      password: 'lantern-harbour-7',
    });
    expect(r).toMatchObject({ ok: true, created: true });
    expect(await isAdmin('ops_admin')).toBe(true);
    expect(await logIn(db, 'ops@example.org', 'lantern-harbour-7')).toMatchObject({ username: 'ops_admin' });
  });

  it('applies the sign-up rules when creating', async () => {
    const weak = await makeAdmin(db, {
      username: 'ops_two',
      create: true,
      email: 'two@example.org',
      password: 'password',
    });
    expect(weak).toEqual({ ok: false, error: "Your password doesn't meet the requirements." });
    const email = await makeAdmin(db, {
      username: 'ops_two',
      create: true,
      email: 'bad',
      password: 'lantern-harbour-7',
    });
    expect(email).toEqual({ ok: false, error: 'The email address is invalid.' });
  });
});

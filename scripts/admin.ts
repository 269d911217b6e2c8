/**
 * `npm run admin -- <username>`: makes an existing user a system administrator.
 * `npm run admin -- <username> --create --email a@example.com --password '…'`: creates the account
 * first if it does not exist. Uses DATABASE_URL (the SQLite file when unset); migrates first.
 */
import { parseArgs } from 'node:util';
import { createDb } from '../src/server/db/knex';
import { migrateLatest } from '../src/server/db/migrate';
import { makeAdmin } from '../src/server/features/accounts/admin';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { create: { type: 'boolean' }, email: { type: 'string' }, password: { type: 'string' } },
  });
  const username = positionals[0];
  if (!username) {
    console.error('Usage: npm run admin -- <username> [--create --email <email> --password <password>]');
    process.exitCode = 2;
    return;
  }
  const db = createDb(process.env.DATABASE_URL);
  try {
    await migrateLatest(db);
    const result = await makeAdmin(db, { username, ...values });
    if (!result.ok) {
      console.error(result.error);
      process.exitCode = 1;
      return;
    }
    console.log(
      `${result.created ? 'created' : 'promoted'} ${username} (id ${result.userId}) as an administrator`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});

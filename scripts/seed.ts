/**
 * `npm run seed` — migrates, then fills the database with deterministic content.
 *   SEED_SIZE=tiny|demo|bench (default demo), or `--size=bench`
 *   --reset   empty the content tables first (otherwise a database with users is left alone)
 *   ADMIN_PASSWORD sets the admin's password for demo and bench (default storyloom-admin);
 *   SEED_BENCH_STORIES scales bench (default 100000). Uses DATABASE_URL (SQLite file when unset).
 */
import { createDb } from '../src/server/db/knex';
import { migrateLatest } from '../src/server/db/migrate';
import { parseSeedSize, resetContent, seedDatabase } from '../seeds';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const sizeArg = args.find((a) => a.startsWith('--size='))?.slice('--size='.length);
  const size = parseSeedSize(sizeArg ?? process.env.SEED_SIZE);
  const db = createDb(process.env.DATABASE_URL);
  try {
    await migrateLatest(db);
    if (args.includes('--reset')) await resetContent(db, (line) => console.log(line));
    await seedDatabase(db, size, { log: (line) => console.log(line) });
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});

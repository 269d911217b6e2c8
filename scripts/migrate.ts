/**
 * `npm run migrate` — runs pending migrations against DATABASE_URL (SQLite file when unset).
 *   npm run migrate -- --status     list completed and pending migrations
 *   npm run migrate -- --rollback   undo the last batch (add --all to undo everything)
 */
import { createDb } from '../src/server/db/knex';
import { migrateLatest, migrateRollback, migrationStatus } from '../src/server/db/migrate';

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const db = createDb(process.env.DATABASE_URL);
  try {
    if (args.has('--status')) {
      const { completed, pending } = await migrationStatus(db);
      console.log(`completed (${completed.length}):\n  ${completed.join('\n  ')}`);
      console.log(`pending (${pending.length}):${pending.length ? `\n  ${pending.join('\n  ')}` : ' none'}`);
    } else if (args.has('--rollback')) {
      const { batch, applied } = await migrateRollback(db, args.has('--all'));
      console.log(
        applied.length ? `rolled back batch ${batch}: ${applied.join(', ')}` : 'nothing to roll back',
      );
    } else {
      const started = Date.now();
      const { batch, applied } = await migrateLatest(db);
      console.log(
        applied.length
          ? `batch ${batch}: ${applied.length} migration(s) in ${Date.now() - started} ms\n  ${applied.join('\n  ')}`
          : 'already up to date',
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});

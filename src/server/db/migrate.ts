import type { Knex } from 'knex';
import { migrationConfig } from './migrationSource';

export interface MigrateResult {
  batch: number;
  /** Names of the migrations run now (empty when already up to date). */
  applied: string[];
}

/** Runs every pending migration. Safe to call on every start (and from several processes: knex takes a lock). */
export async function migrateLatest(db: Knex): Promise<MigrateResult> {
  const [batch, applied] = (await db.migrate.latest(migrationConfig)) as [number, string[]];
  return { batch, applied };
}

/** Rolls back the last batch, or every migration with `all`. */
export async function migrateRollback(db: Knex, all = false): Promise<MigrateResult> {
  const [batch, applied] = (await db.migrate.rollback(migrationConfig, all)) as [number, string[]];
  return { batch, applied };
}

/** `{ completed, pending }` migration names. */
export async function migrationStatus(db: Knex): Promise<{ completed: string[]; pending: string[] }> {
  const [completed, pending] = (await db.migrate.list(migrationConfig)) as [
    Array<{ name: string } | string>,
    Array<{ name: string } | string>,
  ];
  const name = (m: { name: string } | string) => (typeof m === 'string' ? m : m.name);
  return { completed: completed.map(name), pending: pending.map(name) };
}

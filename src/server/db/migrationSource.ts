/**
 * Knex migration source backed by the hand-maintained list in `migrations/index.ts` (no file-system
 * scanning, so it works inside the webpack server bundle). Used by `knexfile.ts` and at runtime.
 */
import type { Knex } from 'knex';
import { migrations, type NamedMigration } from '../../../migrations';

export class ListMigrationSource implements Knex.MigrationSource<NamedMigration> {
  constructor(private readonly list: readonly NamedMigration[] = migrations) {}

  async getMigrations(): Promise<NamedMigration[]> {
    return [...this.list];
  }

  getMigrationName(migration: NamedMigration): string {
    return migration.name;
  }

  async getMigration(migration: NamedMigration): Promise<Knex.Migration> {
    return { up: migration.up, down: migration.down };
  }
}

export const migrationSource = new ListMigrationSource();

/** The `migrations` part of a Knex config; spread it into any config that runs migrations. */
export const migrationConfig: Knex.MigratorConfig = {
  migrationSource,
  tableName: 'knex_migrations',
};

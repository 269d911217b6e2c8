import type { Knex } from 'knex';

/**
 * SQLite only: a partial index of the stories search never shows (deleted, or no published part).
 * It is tiny, so a plain-text search counts its hits as "FTS matches − hidden matches" instead of
 * joining every match to `stories` (searchQueries `countVisibleMatches`). MySQL/MariaDB have no
 * partial indexes and count through their FULLTEXT index on the table itself: nothing to do there.
 */
const isSqlite = (knex: Knex): boolean => knex.client.driverName === 'better-sqlite3';

const HIDDEN_STORY = '(deleted_at IS NOT NULL OR published_part_count <= 0)';

export async function up(knex: Knex): Promise<void> {
  if (!isSqlite(knex)) return;
  await knex.raw(`CREATE INDEX IF NOT EXISTS stories_hidden_index ON stories (id) WHERE ${HIDDEN_STORY}`);
}

export async function down(knex: Knex): Promise<void> {
  if (!isSqlite(knex)) return;
  await knex.raw('DROP INDEX IF EXISTS stories_hidden_index');
}

import type { Knex } from 'knex';

/**
 * Backfill of the SQLite FTS5 search tables from existing rows (the schema and its sync triggers are
 * `…040_search_index`). Idempotent: the tables are emptied first. MySQL's FULLTEXT indexes fill
 * themselves when created, so there is nothing to do there.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.driverName !== 'better-sqlite3') return;
  await knex.raw(`INSERT INTO stories_fts(stories_fts) VALUES ('delete-all')`);
  await knex.raw(`
    INSERT INTO stories_fts(rowid, title, description, tags)
    SELECT s.id, s.title, s.description, coalesce(g.tags, '')
    FROM stories s
    LEFT JOIN (SELECT st.story_id, group_concat(t.name, ' ') AS tags
               FROM story_tags st JOIN tags t ON t.id = st.tag_id GROUP BY st.story_id) g
      ON g.story_id = s.id`);
  await knex.raw(`INSERT INTO users_fts(users_fts) VALUES ('delete-all')`);
  await knex.raw(
    `INSERT INTO users_fts(rowid, username, display_name) SELECT id, username, display_name FROM users`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.driverName !== 'better-sqlite3') return;
  if (await knex.schema.hasTable('stories_fts')) {
    await knex.raw(`INSERT INTO stories_fts(stories_fts) VALUES ('delete-all')`);
    await knex.raw(`INSERT INTO users_fts(users_fts) VALUES ('delete-all')`);
  }
}

import type { Knex } from 'knex';

/**
 * Full-text search indexes (issue 3 §5). Schema only; the backfill is `…041_search_index_data`.
 *
 * - MySQL/MariaDB: FULLTEXT indexes on stories(title, description) and users(username, display_name)
 *   (tags are matched by name through `tags_name_unique`).
 * - SQLite: contentless FTS5 tables (`contentless_delete=1`, rowid = the row's id) over
 *   stories(title, description, tags) and users(username, display_name), kept in sync by triggers on
 *   stories, story_tags, tags and users. Contentless: the text lives once, in the source tables.
 */
const STORY_TEXT = (idExpr: string): string => `
  INSERT INTO stories_fts(rowid, title, description, tags)
  SELECT s.id, s.title, s.description,
    coalesce((SELECT group_concat(t.name, ' ') FROM story_tags st JOIN tags t ON t.id = st.tag_id
              WHERE st.story_id = s.id), '')
  FROM stories s WHERE s.id = ${idExpr};`;

const reindexStory = (idExpr: string): string =>
  `DELETE FROM stories_fts WHERE rowid = ${idExpr}; ${STORY_TEXT(idExpr)}`;

const USER_TEXT = `INSERT INTO users_fts(rowid, username, display_name) VALUES (new.id, new.username, new.display_name);`;

export const SQLITE_TRIGGERS: Record<string, string> = {
  stories_fts_ai: `AFTER INSERT ON stories BEGIN ${STORY_TEXT('new.id')} END`,
  stories_fts_au: `AFTER UPDATE OF title, description ON stories BEGIN ${reindexStory('new.id')} END`,
  stories_fts_ad: `AFTER DELETE ON stories BEGIN DELETE FROM stories_fts WHERE rowid = old.id; END`,
  story_tags_fts_ai: `AFTER INSERT ON story_tags BEGIN ${reindexStory('new.story_id')} END`,
  story_tags_fts_ad: `AFTER DELETE ON story_tags BEGIN ${reindexStory('old.story_id')} END`,
  tags_fts_au: `AFTER UPDATE OF name ON tags BEGIN
    DELETE FROM stories_fts WHERE rowid IN (SELECT story_id FROM story_tags WHERE tag_id = new.id);
    INSERT INTO stories_fts(rowid, title, description, tags)
    SELECT s.id, s.title, s.description,
      coalesce((SELECT group_concat(t.name, ' ') FROM story_tags st2 JOIN tags t ON t.id = st2.tag_id
                WHERE st2.story_id = s.id), '')
    FROM stories s WHERE s.id IN (SELECT story_id FROM story_tags WHERE tag_id = new.id);
  END`,
  users_fts_ai: `AFTER INSERT ON users BEGIN ${USER_TEXT} END`,
  users_fts_au: `AFTER UPDATE OF username, display_name ON users BEGIN
    DELETE FROM users_fts WHERE rowid = old.id; ${USER_TEXT} END`,
  users_fts_ad: `AFTER DELETE ON users BEGIN DELETE FROM users_fts WHERE rowid = old.id; END`,
};

const isSqlite = (knex: Knex): boolean => knex.client.driverName === 'better-sqlite3';

async function hasIndex(knex: Knex, table: string, name: string): Promise<boolean> {
  const [rows] = (await knex.raw(`SHOW INDEX FROM ?? WHERE Key_name = ?`, [table, name])) as [unknown[]];
  return rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  if (isSqlite(knex)) {
    const fts = `tokenize = 'unicode61 remove_diacritics 2', content = '', contentless_delete = 1`;
    await knex.raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS stories_fts USING fts5(title, description, tags, ${fts})`,
    );
    await knex.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS users_fts USING fts5(username, display_name, ${fts})`);
    for (const [name, body] of Object.entries(SQLITE_TRIGGERS)) {
      await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${name} ${body}`);
    }
    return;
  }
  if (!(await hasIndex(knex, 'stories', 'stories_fulltext'))) {
    await knex.raw('ALTER TABLE stories ADD FULLTEXT INDEX stories_fulltext (title, description)');
  }
  if (!(await hasIndex(knex, 'users', 'users_fulltext'))) {
    await knex.raw('ALTER TABLE users ADD FULLTEXT INDEX users_fulltext (username, display_name)');
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isSqlite(knex)) {
    for (const name of Object.keys(SQLITE_TRIGGERS)) await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
    await knex.raw('DROP TABLE IF EXISTS stories_fts');
    await knex.raw('DROP TABLE IF EXISTS users_fts');
    return;
  }
  if (await hasIndex(knex, 'stories', 'stories_fulltext')) {
    await knex.raw('ALTER TABLE stories DROP INDEX stories_fulltext');
  }
  if (await hasIndex(knex, 'users', 'users_fulltext')) {
    await knex.raw('ALTER TABLE users DROP INDEX users_fulltext');
  }
}

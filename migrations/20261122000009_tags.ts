import type { Knex } from 'knex';

/** Tags (lower-case names, unique) and which stories carry them, in the writer's order. */
export async function up(knex: Knex): Promise<void> {
  const sqlite = knex.client.driverName === 'better-sqlite3';
  if (!(await knex.schema.hasTable('tags'))) {
    await knex.schema.createTable('tags', (t) => {
      t.increments('id');
      if (sqlite) t.specificType('name', 'varchar(128) collate nocase').notNullable();
      else t.string('name', 128).notNullable();
      t.unique(['name'], { indexName: 'tags_name_unique' });
    });
  }
  if (!(await knex.schema.hasTable('story_tags'))) {
    await knex.schema.createTable('story_tags', (t) => {
      t.integer('story_id').unsigned().notNullable().references('stories.id').onDelete('CASCADE');
      t.integer('tag_id').unsigned().notNullable().references('tags.id').onDelete('CASCADE');
      t.integer('position').notNullable().defaultTo(0);
      t.primary(['story_id', 'tag_id']);
      t.index(['tag_id'], 'story_tags_tag_id_index');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('story_tags');
  await knex.schema.dropTableIfExists('tags');
}

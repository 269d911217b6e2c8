import type { Knex } from 'knex';

/**
 * A story card (home sections, lists, search results, similar stories) needs the story's first
 * published part and its tag names. Reading them per card list cost two more queries over every
 * part and tag of up to ~120 stories (~3.5 ms of each uncached home build at 100k stories), so the
 * story row carries them: `first_part_id` and `tag_names` (a JSON array, in tag order). Kept in
 * sync by `refreshStoryStats` (src/server/db/storyStats.ts) and the seed store.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('stories', 'first_part_id'))) {
    await knex.schema.alterTable('stories', (t) => {
      t.integer('first_part_id').unsigned().nullable();
      t.text('tag_names').nullable();
    });
  }
  await knex.raw(
    `
    UPDATE stories SET first_part_id = (
      SELECT p.id FROM parts p
      WHERE p.story_id = stories.id AND p.draft = ? AND p.deleted_at IS NULL
      ORDER BY p.position, p.id LIMIT 1)`,
    [false],
  );
  // Tag names in JavaScript, a batch of stories at a time: JSON aggregates differ between the databases.
  const batch = 1000;
  for (let after = 0; ;) {
    const ids = (await knex('stories').where('id', '>', after).orderBy('id').limit(batch).pluck('id')).map(
      Number,
    );
    if (ids.length === 0) break;
    const rows: { story_id: number; name: string }[] = await knex('story_tags')
      .join('tags', 'tags.id', 'story_tags.tag_id')
      .whereIn('story_tags.story_id', ids)
      .orderBy(['story_tags.story_id', 'story_tags.position'])
      .select('story_tags.story_id', 'tags.name');
    const names = new Map<number, string[]>(ids.map((id) => [id, []]));
    for (const r of rows) names.get(Number(r.story_id))?.push(r.name);
    await knex.transaction(async (trx) => {
      for (const [id, list] of names)
        await trx('stories')
          .where({ id })
          .update({ tag_names: JSON.stringify(list) });
    });
    after = ids[ids.length - 1];
  }
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN: knex's SQLite table rebuild would trip over the search index triggers.
  await knex.raw('ALTER TABLE stories DROP COLUMN first_part_id');
  await knex.raw('ALTER TABLE stories DROP COLUMN tag_names');
}

import type { Knex } from 'knex';

/**
 * Comments on parts, paragraphs and comments (reading-discovery §2–9; API-COMPAT "Comments (v5)").
 * A set is read by `(namespace, resource_id)` walking `id` with a cursor (`comments_resource_index`),
 * never with OFFSET. `resource_id` is the API's: a part id, `{partId}_{paragraphId}` or the parent
 * comment's id. `part_id`, `story_id` and `paragraph_id` are copied from the root so the counts
 * (`parts.comment_count`, `stories.comment_count`, `paragraph_comment_counts`) are kept without a
 * walk up the thread; `depth` is 0 for a comment on a part or paragraph, 1 for a reply, 2 for an
 * answer to a reply (the deepest). `status` 'deleted' is a deleted comment that keeps its place
 * because it has replies (its text is emptied); one without replies is removed. `reply_count`
 * counts the rows listed under it (deleted places included), `like_count` its likes.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('comments')) return;
  await knex.schema.createTable('comments', (t) => {
    t.increments('id');
    t.string('namespace', 10).notNullable();
    t.string('resource_id', 64).notNullable();
    t.integer('part_id').unsigned().notNullable().references('parts.id').onDelete('CASCADE');
    t.integer('story_id').unsigned().notNullable().references('stories.id').onDelete('CASCADE');
    t.string('paragraph_id', 32).nullable();
    t.integer('parent_id').unsigned().nullable();
    t.tinyint('depth').notNullable().defaultTo(0);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.text('text').notNullable();
    t.boolean('is_offensive').notNullable().defaultTo(false);
    t.boolean('is_announcement').notNullable().defaultTo(false);
    t.integer('reply_count').notNullable().defaultTo(0);
    t.integer('like_count').notNullable().defaultTo(0);
    t.string('status', 8).notNullable().defaultTo('public');
    t.datetime('deleted_at').nullable();
    t.datetime('created_at').notNullable();
    t.datetime('modified_at').notNullable();
    // The cursor: a resource's comments by id, either way (newest first for parts and
    // paragraphs, oldest first for replies), one index range per set.
    t.index(['namespace', 'resource_id', 'id'], 'comments_resource_index');
    // The spam checks: the author's recent comments (duplicates, announcements per day).
    t.index(['user_id', 'created_at'], 'comments_user_created_index');
    t.index(['parent_id'], 'comments_parent_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('comments');
}

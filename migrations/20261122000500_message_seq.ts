import type { Knex } from 'knex';

/**
 * A message's place in its pair's conversation (issue 27, bench/inbox.ts): `seq` counts the pair's
 * messages from 1 in the order they were written, deleted ones included (a deleted message keeps
 * its row), so while no message after a side's clear marker is deleted, an offset from the newest
 * end is a `seq` range: a page reads its own index entries instead of walking every newer one.
 * Assigned in the posting transaction (inboxWrites.ts); unique per pair, so two concurrent sends
 * can never share one. Existing rows are numbered by id, the order they were written in.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('messages', 'seq'))) {
    await knex.schema.alterTable('messages', (t) => {
      t.integer('seq').unsigned().notNullable().defaultTo(0);
    });
  }
  const numbered =
    'SELECT id, row_number() OVER (PARTITION BY low_user_id, high_user_id ORDER BY id) AS n FROM messages';
  if (knex.client.driverName === 'better-sqlite3') {
    await knex.raw(`UPDATE messages SET seq = r.n FROM (${numbered}) AS r WHERE r.id = messages.id`);
  } else {
    await knex.raw(`UPDATE messages m JOIN (${numbered}) AS r ON r.id = m.id SET m.seq = r.n`);
  }
  await knex.schema.alterTable('messages', (t) => {
    t.unique(['low_user_id', 'high_user_id', 'seq'], { indexName: 'messages_pair_seq_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.dropUnique([], 'messages_pair_seq_unique');
  });
  await knex.schema.alterTable('messages', (t) => {
    t.dropColumn('seq');
  });
}

/** The editor's SQL (the only Knex of the feature). Writes take the transaction they run in. */
import type { Knex } from 'knex';
import { isSqlite, type DbDate } from '../../db/knex';

export interface EditorPartRow {
  id: number;
  story_id: number;
  position: number;
  title: string;
  draft: number | boolean;
  deleted_at: DbDate;
  scheduled_publish_at: DbDate;
  published_at: DbDate;
  modified_at: DbDate;
  word_count: number;
  text_hash: string;
}

export interface EditorStoryRow {
  id: number;
  user_id: number;
  title: string;
  deleted_at: DbDate;
}

const PART_COLUMNS = [
  'id',
  'story_id',
  'position',
  'title',
  'draft',
  'deleted_at',
  'scheduled_publish_at',
  'published_at',
  'modified_at',
  'word_count',
  'text_hash',
];

/** A part row; in a transaction on MySQL/MariaDB it is locked until the transaction ends. */
export async function findPart(db: Knex, partId: number, lock = false): Promise<EditorPartRow | undefined> {
  const q = db('parts').where({ id: partId }).select(PART_COLUMNS);
  if (lock && !isSqlite(db)) q.forUpdate();
  return (await q.first()) as EditorPartRow | undefined;
}

export async function findStory(
  db: Knex,
  storyId: number,
  lock = false,
): Promise<EditorStoryRow | undefined> {
  const q = db('stories').where({ id: storyId }).select('id', 'user_id', 'title', 'deleted_at');
  if (lock && !isSqlite(db)) q.forUpdate();
  return (await q.first()) as EditorStoryRow | undefined;
}

/** Every part of a story (deleted ones too: the writer's list shows them), in reading order. */
export async function storyParts(db: Knex, storyId: number): Promise<EditorPartRow[]> {
  return (await db('parts')
    .where({ story_id: storyId })
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .select(PART_COLUMNS)) as EditorPartRow[];
}

export async function partText(db: Knex, partId: number): Promise<string> {
  const row = (await db('part_texts').where({ part_id: partId }).first('text_html')) as
    { text_html: string } | undefined;
  return row?.text_html ?? '';
}

export interface TextUpdate {
  title: string;
  html: string;
  textHash: string;
  length: number;
  wordCount: number;
  at: Date;
}

export async function writePartText(trx: Knex, part: EditorPartRow, u: TextUpdate): Promise<void> {
  await trx('parts').where({ id: part.id }).update({
    title: u.title,
    length: u.length,
    word_count: u.wordCount,
    text_hash: u.textHash,
    modified_at: u.at,
  });
  const updated = await trx('part_texts').where({ part_id: part.id }).update({ text_html: u.html });
  if (!updated) await trx('part_texts').insert({ part_id: part.id, text_html: u.html });
  await trx('stories').where({ id: part.story_id }).update({ modified_at: u.at });
}

export async function insertDraftPart(
  trx: Knex,
  p: { storyId: number; title: string; textHash: string; at: Date },
): Promise<number> {
  const max = (await trx('parts').where({ story_id: p.storyId }).max({ m: 'position' }).first()) as
    { m: number | string | null } | undefined;
  const [id] = await trx('parts').insert({
    story_id: p.storyId,
    position: Number(max?.m ?? 0) + 1,
    title: p.title,
    created_at: p.at,
    modified_at: p.at,
    draft: true,
    text_hash: p.textHash,
  });
  await trx('part_texts').insert({ part_id: Number(id), text_html: '' });
  await trx('stories').where({ id: p.storyId }).update({ modified_at: p.at });
  return Number(id);
}

export async function setPositions(
  trx: Knex,
  storyId: number,
  partIds: readonly number[],
  at: Date,
): Promise<void> {
  for (let i = 0; i < partIds.length; i++) {
    await trx('parts')
      .where({ id: partIds[i], story_id: storyId })
      .update({ position: i + 1 });
  }
  await trx('stories').where({ id: storyId }).update({ modified_at: at });
}

export async function softDeletePart(trx: Knex, part: EditorPartRow, at: Date): Promise<void> {
  await trx('parts')
    .where({ id: part.id })
    .whereNull('deleted_at')
    .update({ deleted_at: at, modified_at: at });
  await trx('stories').where({ id: part.story_id }).update({ modified_at: at });
}

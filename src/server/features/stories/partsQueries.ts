/**
 * Part queries (Knex only): typed rows in, plain rows out; never a part's text except
 * `findPartTexts`. Indexes: parts(story_id, position), part_texts primary key (part_id).
 */
import type { Knex } from 'knex';
import type { DbDate } from '../../db/dates';
import type { DbBool } from './storiesQueries';

export interface PartRow {
  id: number;
  story_id: number;
  position: number;
  title: string;
  created_at: DbDate;
  modified_at: DbDate;
  published_at: DbDate;
  draft: DbBool;
  deleted_at: DbDate;
  length: number | null;
  word_count: number | null;
  read_count: number | null;
  vote_count: number | null;
  comment_count: number | null;
  rating: number | null;
  photo_url: string | null;
  text_hash: string | null;
  is_free_part: DbBool;
  paid_model: string | null;
  /** 0 Exclusive Chapter, 1 Story Branch, 2 Writer Reveal (bonus parts); null otherwise. */
  bonus_type: number | null;
  scheduled_publish_at: DbDate;
}

/** Part columns every part-reading query selects (never the text). */
const PART_COLUMNS = [
  'id',
  'story_id',
  'position',
  'title',
  'created_at',
  'modified_at',
  'published_at',
  'draft',
  'deleted_at',
  'length',
  'word_count',
  'read_count',
  'vote_count',
  'comment_count',
  'rating',
  'photo_url',
  'text_hash',
  'is_free_part',
  'paid_model',
  'bonus_type',
  'scheduled_publish_at',
].map((c) => `parts.${c}`);

/** Published and not deleted: what everyone may read. */
function whereVisiblePart(q: Knex.QueryBuilder): Knex.QueryBuilder {
  return q.where('parts.draft', 0).whereNotNull('parts.published_at').whereNull('parts.deleted_at');
}

/** A story's parts in reading order; `publishedOnly` leaves out drafts and deleted parts. */
export async function findPartRows(db: Knex, storyId: number, publishedOnly: boolean): Promise<PartRow[]> {
  const q = db('parts').select(PART_COLUMNS).where('parts.story_id', storyId);
  if (publishedOnly) whereVisiblePart(q);
  return q.orderBy([
    { column: 'parts.position', order: 'asc' },
    { column: 'parts.id', order: 'asc' },
  ]);
}

/** Whether a story has at least one published, non-deleted part (index-only on parts(story_id, …)). */
export async function hasPublishedPart(db: Knex, storyId: number): Promise<boolean> {
  const row = await whereVisiblePart(db('parts').select('parts.id').where('parts.story_id', storyId)).first();
  return row !== undefined;
}

export async function findPartRow(db: Knex, id: number): Promise<PartRow | undefined> {
  return db('parts').select(PART_COLUMNS).where('parts.id', id).first();
}

/** Published, non-deleted part ids per story in reading order (for card counts and first parts). */
/** A published part of a story, in reading order. */
export interface PublishedPart {
  id: number;
  length: number;
  title: string;
}

export async function findPublishedParts(
  db: Knex,
  storyIds: readonly number[],
): Promise<Map<number, PublishedPart[]>> {
  const out = new Map<number, PublishedPart[]>(storyIds.map((id) => [id, []]));
  if (storyIds.length === 0) return out;
  const rows: { id: number; story_id: number; length: number | null; title: string }[] =
    await whereVisiblePart(
      db('parts')
        .select('parts.id', 'parts.story_id', 'parts.length', 'parts.title')
        .whereIn('parts.story_id', [...storyIds]),
    ).orderBy([
      { column: 'parts.story_id', order: 'asc' },
      { column: 'parts.position', order: 'asc' },
      { column: 'parts.id', order: 'asc' },
    ]);
  for (const row of rows)
    out
      .get(Number(row.story_id))
      ?.push({ id: Number(row.id), length: Number(row.length ?? 0), title: row.title });
  return out;
}

/** Stored HTML per part id (parts without text are absent). */
export async function findPartTexts(db: Knex, partIds: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (partIds.length === 0) return out;
  const rows: { part_id: number; text_html: string | null }[] = await db('part_texts')
    .select('part_id', 'text_html')
    .whereIn('part_id', [...partIds]);
  for (const row of rows) out.set(Number(row.part_id), row.text_html ?? '');
  return out;
}

/**
 * Part queries (Knex only): typed rows in, plain rows out; never a part's text except
 * `findPartTexts`. Indexes: parts(story_id, position), part_texts primary key (part_id).
 */
import type { Knex } from 'knex';
import { toBool, toDate, type DbDate } from '../../db/dates';
import { whereVisiblePart } from '../../policy/visibility';
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

/** A story's parts in reading order; `publishedOnly` leaves out drafts and deleted parts. */
export async function findPartRows(db: Knex, storyId: number, publishedOnly: boolean): Promise<PartRow[]> {
  const q = db('parts').select(PART_COLUMNS).where('parts.story_id', storyId);
  if (publishedOnly) whereVisiblePart(q);
  return q.orderBy([
    { column: 'parts.position', order: 'asc' },
    { column: 'parts.id', order: 'asc' },
  ]);
}

/**
 * A story's parts scheduled to go public (drafts with a publish time, not deleted), soonest first:
 * only what the story page shows of them (never the text).
 */
export async function findScheduledPartRows(
  db: Knex,
  storyId: number,
): Promise<Array<{ id: number; title: string; scheduled_publish_at: DbDate }>> {
  return db('parts')
    .select('parts.id', 'parts.title', 'parts.scheduled_publish_at')
    .where('parts.story_id', storyId)
    .where('parts.draft', 1)
    .whereNotNull('parts.scheduled_publish_at')
    .whereNull('parts.deleted_at')
    .orderBy([
      { column: 'parts.scheduled_publish_at', order: 'asc' },
      { column: 'parts.id', order: 'asc' },
    ]);
}

/** `findScheduledPartRows` taken from a story's loaded parts (drafts included): the same rows, the same order. */
export function scheduledOf(rows: readonly PartRow[]): PartRow[] {
  const at = (r: PartRow) => toDate(r.scheduled_publish_at)?.getTime() ?? 0;
  return rows
    .filter((r) => toBool(r.draft) && r.scheduled_publish_at !== null && !r.deleted_at)
    .sort((a, b) => at(a) - at(b) || Number(a.id) - Number(b.id));
}

/** Whether a story has at least one published, non-deleted part (index-only on parts(story_id, …)). */
export async function hasPublishedPart(db: Knex, storyId: number): Promise<boolean> {
  const row = await whereVisiblePart(db('parts').select('parts.id').where('parts.story_id', storyId)).first();
  return row !== undefined;
}

export async function findPartRow(db: Knex, id: number): Promise<PartRow | undefined> {
  return db('parts').select(PART_COLUMNS).where('parts.id', id).first();
}

/** Where a published part stands in its story: its number among the published parts, of `total`. */
export interface PartPlace {
  storyId: number;
  title: string;
  number: number;
  total: number;
  /** Published parts after this one that are new (published since `newSince`: the 14-day rule). */
  newAfter: number;
}

/**
 * The places of published parts, by part id (a part not published is absent). Counted in the
 * database over parts(story_id, position): a reader's 10 stories of hundreds of parts each cost 10
 * rows, not every part of every story. `newSince`: the start of the new-part window
 * (`NEW_PART_MS` before now); a part is new when published at or after it.
 */
export async function findPartPlaces(
  db: Knex,
  partIds: readonly number[],
  newSince: Date,
): Promise<Map<number, PartPlace>> {
  const out = new Map<number, PartPlace>();
  if (partIds.length === 0) return out;
  const published = () =>
    whereVisiblePart(db('parts as p').count('*').where('p.story_id', db.ref('parts.story_id')), 'p');
  const upTo = published().where((q) =>
    q
      .where('p.position', '<', db.ref('parts.position'))
      .orWhere((same) =>
        same.where('p.position', db.ref('parts.position')).where('p.id', '<=', db.ref('parts.id')),
      ),
  );
  const newAfter = published()
    .where('p.published_at', '>=', newSince)
    .where((q) =>
      q
        .where('p.position', '>', db.ref('parts.position'))
        .orWhere((same) =>
          same.where('p.position', db.ref('parts.position')).where('p.id', '>', db.ref('parts.id')),
        ),
    );
  const rows: {
    id: number;
    story_id: number;
    title: string;
    total: number;
    number: number;
    new_after: number;
  }[] = await whereVisiblePart(
    db('parts')
      .select(
        'parts.id',
        'parts.story_id',
        'parts.title',
        published().as('total'),
        upTo.as('number'),
        newAfter.as('new_after'),
      )
      .whereIn('parts.id', [...partIds]),
  );
  for (const row of rows)
    out.set(Number(row.id), {
      storyId: Number(row.story_id),
      title: row.title,
      number: Number(row.number),
      total: Number(row.total),
      newAfter: Number(row.new_after),
    });
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

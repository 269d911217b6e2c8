/**
 * Writes seed data: chunked multi-row inserts (both drivers' placeholder and packet limits) and a
 * story writer that turns story/part descriptions into `stories`, `parts`, `part_texts`, `tags` and
 * `story_tags` rows with explicit, deterministic ids.
 */
import type { Knex } from 'knex';
import { buildPartHtml, escapeHtml } from './html';

export type Row = Record<string, unknown>;

const MAX_PARAMS = 30000;
const MAX_ROWS = 1000;
const MAX_BYTES = 4 * 1024 * 1024;

function rowBytes(row: Row): number {
  let n = 0;
  for (const v of Object.values(row)) n += typeof v === 'string' ? v.length * 3 : 8;
  return n;
}

async function insertChunk(
  db: Knex,
  table: string,
  columns: readonly string[],
  rows: readonly Row[],
): Promise<void> {
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const bindings: unknown[] = [];
  for (const row of rows) for (const c of columns) bindings.push(row[c] ?? null);
  const sql = `insert into \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) values ${rows.map(() => tuple).join(', ')}`;
  // knex's own multi-row insert on SQLite is `select … union all` (500 rows at most, and slower).
  await db.raw(sql, bindings as Knex.RawBinding[]);
}

/**
 * Inserts rows (all with the same keys as the first) in chunks of ≤ 1000 rows, ≤ 30k placeholders
 * and ≤ ~4 MB per statement, as plain multi-row `insert … values`.
 */
export async function insertRows(db: Knex, table: string, rows: readonly Row[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const maxRows = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / (columns.length || 1))));
  let chunk: Row[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = rowBytes(row);
    if (chunk.length && (chunk.length >= maxRows || bytes + size > MAX_BYTES)) {
      await insertChunk(db, table, columns, chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(row);
    bytes += size;
  }
  if (chunk.length) await insertChunk(db, table, columns, chunk);
}

export interface PartSeed {
  title: string;
  /** Plain-text paragraphs (escaped when stored) … */
  paragraphs?: readonly string[];
  /** … or ready paragraph inner HTML. */
  paragraphHtml?: readonly string[];
  createdAt: Date;
  modifiedAt?: Date;
  /** Defaults to `createdAt` for a published part, null for a draft. */
  publishedAt?: Date | null;
  draft?: boolean;
  scheduledAt?: Date | null;
  deletedAt?: Date | null;
  readCount?: number;
  voteCount?: number;
  commentCount?: number;
  rating?: number;
  isFreePart?: boolean;
  paidModel?: string | null;
  bonusType?: number | null;
  chapterDescription?: string | null;
  authorNote?: string | null;
  price?: number | null;
}

export interface StorySeed {
  id: number;
  userId: number;
  title: string;
  description: string;
  languageId: number;
  categoryId: number | null;
  copyright?: number;
  rating?: number;
  completed?: boolean;
  isPaywalled?: boolean;
  paidModel?: string | null;
  price?: number | null;
  coverVersion: string;
  /** Story counters; default to the sums over its parts. */
  readCount?: number;
  voteCount?: number;
  commentCount?: number;
  createdAt: Date;
  modifiedAt?: Date;
  deletedAt?: Date | null;
  tags: readonly string[];
  parts: readonly PartSeed[];
}

const isPublished = (p: PartSeed) => !p.draft && !p.deletedAt;

/** Writes stories with explicit ids; part ids are handed out from `nextPartId` in story order. */
export class StoryWriter {
  private readonly tagIds = new Map<string, number>();
  private nextTagId = 1;
  private tagsLoaded = false;

  constructor(
    private readonly db: Knex,
    public nextPartId: number,
  ) {}

  /** Writes a batch in one transaction; returns each story's part ids (in position order). */
  async write(stories: readonly StorySeed[]): Promise<number[][]> {
    if (!this.tagsLoaded) {
      for (const t of (await this.db('tags').select('id', 'name')) as Array<{ id: number; name: string }>) {
        this.tagIds.set(t.name, Number(t.id));
        this.nextTagId = Math.max(this.nextTagId, Number(t.id) + 1);
      }
      this.tagsLoaded = true;
    }
    const storyRows: Row[] = [];
    const partRows: Row[] = [];
    const textRows: Row[] = [];
    const tagRows: Row[] = [];
    const storyTagRows: Row[] = [];
    const partIds: number[][] = [];
    for (const s of stories) {
      const ids: number[] = [];
      let length = 0;
      let published = 0;
      let firstPartId: number | null = null;
      let lastPublished: Date | null = null;
      let reads = 0;
      let votes = 0;
      let comments = 0;
      s.parts.forEach((p, i) => {
        const id = this.nextPartId++;
        ids.push(id);
        const built = buildPartHtml(p.paragraphHtml ?? (p.paragraphs ?? []).map(escapeHtml));
        const draft = Boolean(p.draft);
        const publishedAt = p.publishedAt !== undefined ? p.publishedAt : draft ? null : p.createdAt;
        if (isPublished(p)) {
          published++;
          firstPartId ??= id; // parts are in reading order (position i + 1)
          length += built.length;
          if (publishedAt && (!lastPublished || publishedAt > lastPublished)) lastPublished = publishedAt;
        }
        reads += p.readCount ?? 0;
        votes += p.voteCount ?? 0;
        comments += p.commentCount ?? 0;
        partRows.push({
          id,
          story_id: s.id,
          position: i + 1,
          title: p.title,
          created_at: p.createdAt,
          modified_at: p.modifiedAt ?? p.createdAt,
          published_at: publishedAt,
          draft,
          scheduled_publish_at: p.scheduledAt ?? null,
          deleted_at: p.deletedAt ?? null,
          length: built.length,
          word_count: built.wordCount,
          read_count: p.readCount ?? 0,
          vote_count: p.voteCount ?? 0,
          comment_count: p.commentCount ?? 0,
          rating: p.rating ?? s.rating ?? 0,
          text_hash: built.textHash,
          is_free_part: p.isFreePart ?? true,
          paid_model: p.paidModel ?? null,
          bonus_type: p.bonusType ?? null,
          chapter_description: p.chapterDescription ?? null,
          author_note: p.authorNote ?? null,
          price: p.price ?? null,
        });
        textRows.push({ part_id: id, text_html: built.html });
      });
      partIds.push(ids);
      const tagNames = [...new Set(s.tags.map((t) => t.toLowerCase()))];
      storyRows.push({
        id: s.id,
        user_id: s.userId,
        title: s.title,
        description: s.description,
        language_id: s.languageId,
        category_id: s.categoryId,
        copyright: s.copyright ?? 1,
        rating: s.rating ?? 0,
        mature: (s.rating ?? 0) === 4,
        completed: Boolean(s.completed),
        is_paywalled: Boolean(s.isPaywalled),
        paid_model: s.paidModel ?? null,
        price: s.price ?? null,
        cover_version: s.coverVersion,
        read_count: s.readCount ?? reads,
        vote_count: s.voteCount ?? votes,
        comment_count: s.commentCount ?? comments,
        published_part_count: published,
        first_part_id: firstPartId,
        tag_names: JSON.stringify(tagNames),
        length,
        last_published_at: lastPublished,
        created_at: s.createdAt,
        modified_at: s.modifiedAt ?? lastPublished ?? s.createdAt,
        deleted_at: s.deletedAt ?? null,
      });
      tagNames.forEach((name, position) => {
        let tagId = this.tagIds.get(name);
        if (tagId === undefined) {
          tagId = this.nextTagId++;
          this.tagIds.set(name, tagId);
          tagRows.push({ id: tagId, name });
        }
        // The story's reads and listed state, copied for the discovery index (migration 100).
        const listed = !s.deletedAt && published > 0;
        storyTagRows.push({
          story_id: s.id,
          tag_id: tagId,
          position,
          read_count: s.readCount ?? reads,
          listed,
        });
      });
    }
    await this.db.transaction(async (trx) => {
      await insertRows(trx, 'tags', tagRows);
      await insertRows(trx, 'stories', storyRows);
      await insertRows(trx, 'parts', partRows);
      await insertRows(trx, 'part_texts', textRows);
      await insertRows(trx, 'story_tags', storyTagRows);
    });
    return partIds;
  }
}

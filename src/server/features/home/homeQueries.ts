import type { Knex } from 'knex';
import { selectRows, toDate } from '../../db/knex';
import { hidesMature, notMatureSql, readableStorySql } from '../../policy/visibility';
import { type CardRow, storyCardSql } from '../stories';

export interface CardQuery extends FeedScope {
  categoryId?: number;
  completed?: boolean;
  orderBy: 'read_count' | 'vote_count' | 'last_published_at' | 'created_at';
  limit: number;
}

/** Which stories a home feed may show: its language, and mature ones only when the viewer wants them. */
export interface FeedScope {
  languageId: number;
  includeMature: boolean;
}

/** The scope's two texts, built once from the visibility policy's fragments. */
const ALL_SCOPE_SQL = `${readableStorySql('stories')} and \`stories\`.\`language_id\` = ?`;
const NOT_MATURE_SCOPE_SQL = `${ALL_SCOPE_SQL} and ${notMatureSql('stories')}`;

/**
 * The feed's scope as SQL (readable stories of its language; mature ones only when wanted), its
 * values pushed onto `bindings`. The home lists are written as SQL text rather than built with the
 * query builder: compiling the five-list union cost more than running it (bench: `/home`).
 */
function feedScopeSql(scope: FeedScope, bindings: unknown[]): string {
  bindings.push(scope.languageId);
  return hidesMature(scope) ? NOT_MATURE_SCOPE_SQL : ALL_SCOPE_SQL; // the listing rule (visibility.ts)
}

const ORDER_COLUMNS: Record<CardQuery['orderBy'], string> = {
  read_count: '`stories`.`read_count`',
  vote_count: '`stories`.`vote_count`',
  last_published_at: '`stories`.`last_published_at`',
  created_at: '`stories`.`created_at`',
};

/** A home section's stories, best first, as one SELECT tagged with its list number. */
function cardListSql(q: CardQuery, listNo: number, bindings: unknown[]): string {
  let sql = `${storyCardSql(`${listNo} as \`list_no\`, `)} where ${feedScopeSql(q, bindings)}`;
  if (q.categoryId !== undefined) {
    sql += ' and `stories`.`category_id` = ?';
    bindings.push(q.categoryId);
  }
  if (q.completed !== undefined) sql += ` and \`stories\`.\`completed\` = ${q.completed ? 1 : 0}`;
  const limit = Math.max(0, Math.trunc(q.limit));
  return `${sql} order by ${ORDER_COLUMNS[q.orderBy]} desc, \`stories\`.\`id\` desc limit ${limit}`;
}

type SectionRow = CardRow & { list_no: number };

/** A row's value of a list's order column, comparable within the list (numbers or epoch ms). */
const orderValue = (row: SectionRow, column: CardQuery['orderBy']): number =>
  column === 'read_count' || column === 'vote_count'
    ? Number(row[column] ?? 0)
    : (toDate(row[column])?.getTime() ?? 0);

/**
 * Several home lists in ONE statement (a UNION ALL of each list's own indexed, limited query):
 * one round trip instead of one per list. Each list comes back in its own order, re-established
 * here because a union keeps no order of its parts.
 */
export async function findSectionRows(db: Knex, lists: readonly CardQuery[]): Promise<CardRow[][]> {
  if (lists.length === 0) return [];
  const bindings: unknown[] = [];
  const sql = lists
    .map((q, i) => `select * from (${cardListSql(q, i, bindings)}) as \`l${i}\``)
    .join(' union all ');
  const rows = await selectRows<SectionRow>(db, sql, bindings);
  const out: SectionRow[][] = lists.map(() => []);
  for (const row of rows) out[Number(row.list_no)]?.push(row);
  return out.map((list, i) => {
    const column = lists[i].orderBy;
    return list.sort((a, b) => orderValue(b, column) - orderValue(a, column) || Number(b.id) - Number(a.id));
  });
}

/**
 * Categories that have a story the feed may show, in the categories' own order: each one listed
 * gives the feed a section. An EXISTS per category reads a few index entries; counting every story
 * of the language (the order by size this replaced) scanned them all (~100 ms at 100k stories).
 */
export function findHomeCategories(
  db: Knex,
  scope: FeedScope,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  const bindings: unknown[] = [];
  const sql =
    'select `categories`.`id`, `categories`.`name` from `categories` where exists (select 1 from `stories`' +
    ` where \`stories\`.\`category_id\` = \`categories\`.\`id\` and ${feedScopeSql(scope, bindings)})` +
    ` order by \`categories\`.\`id\` limit ${Math.max(0, Math.trunc(limit))}`;
  return selectRows(db, sql, bindings);
}

/** A story the reader is reading (its card's row) and the part they are at. */
export type PositionRow = CardRow & { position_part_id: number };

/** A reader's most recent reading positions in stories anyone may open, with each story's card row. */
export function findRecentPositions(db: Knex, userId: number, limit: number): Promise<PositionRow[]> {
  const from = '`reading_positions` as `rp` inner join `stories` on `stories`.`id` = `rp`.`story_id`';
  const sql =
    `${storyCardSql('`rp`.`part_id` as `position_part_id`, ', from)}` +
    ` where \`rp\`.\`user_id\` = ? and ${readableStorySql('stories')}` +
    ` order by \`rp\`.\`updated_at\` desc limit ${Math.max(0, Math.trunc(limit))}`;
  return selectRows(db, sql, [userId]);
}

/** A story with a part new to the reader (its card's row) and its latest published part. */
export type NewPartRow = CardRow & { new_part_id: number };

/**
 * Stories that published a part since `since` whose writer the reader follows or that are in the
 * reader's library, where the reader has no reading position yet (those come with the positions),
 * newest first, each with its latest published part: what continue reading offers without a position.
 */
export function findNewPartStories(
  db: Knex,
  userId: number,
  since: Date,
  limit: number,
): Promise<NewPartRow[]> {
  const newest =
    '(select `p`.`id` from `parts` as `p` where `p`.`story_id` = `stories`.`id` and `p`.`draft` = 0' +
    ' and `p`.`published_at` is not null and `p`.`deleted_at` is null' +
    ' order by `p`.`published_at` desc, `p`.`id` desc limit 1) as `new_part_id`, ';
  // The reader's own stories to look at (their writers' and their library's) come first, and the
  // plan starts from them (CROSS JOIN keeps that order in SQLite): filtering every story by an
  // OR of two IN lists walked them all.
  const mine =
    '(select `s2`.`id` as `id` from `stories` as `s2` where `s2`.`user_id` in' +
    ' (select `f`.`followee_id` from `follows` as `f` where `f`.`follower_id` = ?)' +
    ' union select `ls`.`story_id` from `library_stories` as `ls` where `ls`.`user_id` = ?) as `mine`' +
    ' cross join `stories` on `stories`.`id` = `mine`.`id`';
  const sql =
    `${storyCardSql(newest, mine)} where ${readableStorySql('stories')}` +
    ' and `stories`.`last_published_at` >= ? and `stories`.`user_id` <> ?' +
    ' and not exists (select 1 from `reading_positions` as `rp` where `rp`.`user_id` = ? and `rp`.`story_id` = `stories`.`id`)' +
    ` order by \`stories\`.\`last_published_at\` desc, \`stories\`.\`id\` desc limit ${Math.max(0, Math.trunc(limit))}`;
  return selectRows(db, sql, [userId, userId, since, userId, userId]);
}

/** Counts an impression or click of a promoted story. */
export async function countPromotionEvent(
  db: Knex,
  storyId: number,
  kind: 'impression' | 'click',
): Promise<void> {
  const column = kind === 'click' ? 'clicks' : 'impressions';
  await db('promotion_stats')
    .insert({
      story_id: storyId,
      impressions: kind === 'impression' ? 1 : 0,
      clicks: kind === 'click' ? 1 : 0,
    })
    .onConflict('story_id')
    .merge({ [column]: db.raw('?? + 1', [`promotion_stats.${column}`]) });
}

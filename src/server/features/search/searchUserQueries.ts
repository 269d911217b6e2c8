/** People search queries (Knex only): matching accounts through the full-text index, and their card counts. */
import type { Knex } from 'knex';
import { whereOpenAccount, whereReadableStory } from '../../policy/visibility';
import { ftsMatch, isSqlite, mysqlBoolean } from './searchQueries';

export interface UserRow {
  id: number;
  username: string;
  display_name: string | null;
  description: string | null;
  avatar_version: string | number | null;
  is_staff: number | boolean;
  is_verified: number | boolean;
  is_ambassador: number | boolean;
}

/** Matching open accounts (each token as a prefix), best first, with the total. */
export async function findUserMatches(
  db: Knex,
  tokens: readonly string[],
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  if (tokens.length === 0) return { rows: [], total: 0 };
  const base = (): Knex.QueryBuilder =>
    isSqlite(db)
      ? whereOpenAccount(
          db('users_fts as f')
            .join('users as u', 'u.id', 'f.rowid')
            .whereRaw('users_fts MATCH ?', [ftsMatch(tokens, [], true)]),
          'u',
        )
      : whereOpenAccount(
          db('users as u').whereRaw('MATCH(u.username, u.display_name) AGAINST (? IN BOOLEAN MODE)', [
            mysqlBoolean(tokens, true),
          ]),
          'u',
        );
  const countRow = (await base().count({ n: '*' }).first()) as { n: number | string } | undefined;
  const total = Number(countRow?.n ?? 0);
  if (total === 0 || offset >= total) return { rows: [], total };
  const q = base().select(
    'u.id',
    'u.username',
    'u.display_name',
    'u.description',
    'u.avatar_version',
    'u.is_staff',
    'u.is_verified',
    'u.is_ambassador',
  );
  if (isSqlite(db)) q.orderByRaw('f.rank, u.id');
  else
    q.orderByRaw('MATCH(u.username, u.display_name) AGAINST (? IN BOOLEAN MODE) DESC', [
      mysqlBoolean(tokens, true),
    ]).orderBy('u.id');
  return { rows: await q.limit(limit).offset(offset), total };
}

export interface UserCardCounts {
  numStoriesPublished: number;
  numFollowers: number;
  numLists: number;
  /** Whether the viewer follows this user (false for visitors). */
  following: boolean;
}

/**
 * The user-card counts of a page of people in ONE query (correlated counts through
 * stories_user_id_index, follows_followee_id_index, reading_lists_user_id_index and the follows key).
 */
export async function findUserCardCounts(
  db: Knex,
  userIds: readonly number[],
  viewerId: number | null,
): Promise<Map<number, UserCardCounts>> {
  const out = new Map<number, UserCardCounts>();
  if (userIds.length === 0) return out;
  const rows: {
    id: number;
    published: number | string;
    followers: number | string;
    lists: number | string;
    following: number | string;
  }[] = await db('users as u')
    .whereIn('u.id', [...userIds])
    .select('u.id')
    .select({
      published: whereReadableStory(db('stories as s').count('*').whereRaw('s.user_id = u.id'), 's'),
      followers: whereOpenAccount(
        db('follows as f')
          .join('users as fu', 'fu.id', 'f.follower_id')
          .count('*')
          .whereRaw('f.followee_id = u.id'),
        'fu',
      ),
      lists: db('reading_lists as rl').count('*').whereRaw('rl.user_id = u.id'),
      following:
        viewerId === null
          ? db.raw('0')
          : db('follows as vf')
              .count('*')
              .whereRaw('vf.followee_id = u.id')
              .where('vf.follower_id', viewerId),
    });
  for (const r of rows) {
    out.set(Number(r.id), {
      numStoriesPublished: Number(r.published),
      numFollowers: Number(r.followers),
      numLists: Number(r.lists),
      following: Number(r.following) > 0,
    });
  }
  return out;
}

/** Profiles and follows: Knex only. */
import type { Knex } from 'knex';
import { now, type DbDate } from '../../db/knex';
import {
  whereNotMatureIf,
  whereOpenAccount,
  whereStoryNotDeleted,
  whereVisiblePart,
} from '../../policy/visibility';

export interface ProfileRow {
  id: number;
  username: string;
  email: string | null;
  password_hash: string | null;
  display_name: string | null;
  description: string | null;
  avatar_version: string | number | null;
  background_url: string | null;
  birthdate: string | null;
  verified_email: unknown;
  is_staff: unknown;
  is_verified: unknown;
  is_ambassador: unknown;
  highlight_colour: string | null;
  created_at: DbDate;
  closed_at: DbDate;
  /** Notification settings (migration 20261122000080). */
  notify_alerts: unknown;
  notify_alertssub: unknown;
  notify_subscribe: unknown;
}

/** An open account by username (usernames compare case-insensitively on both databases). */
export async function findUserByUsername(db: Knex, username: string): Promise<ProfileRow | undefined> {
  return (await db('users')
    .select(
      'id',
      'username',
      'email',
      'password_hash',
      'display_name',
      'description',
      'avatar_version',
      'background_url',
      'birthdate',
      'verified_email',
      'is_staff',
      'is_verified',
      'is_ambassador',
      'highlight_colour',
      'created_at',
      'closed_at',
      'notify_alerts',
      'notify_alertssub',
      'notify_subscribe',
    )
    .where('username', username)
    .modify(whereOpenAccount)
    .first()) as ProfileRow | undefined;
}

export async function findUserIdsByUsernames(
  db: Knex,
  usernames: readonly string[],
): Promise<Map<string, number>> {
  const rows: { id: number; username: string }[] = await db('users')
    .whereIn('username', [...usernames])
    .modify(whereOpenAccount)
    .select('id', 'username');
  return new Map(rows.map((r) => [r.username.toLowerCase(), Number(r.id)]));
}

export interface ProfileCounts {
  numFollowers: number;
  numFollowing: number;
  numStoriesPublished: number;
  numLists: number;
  votesReceived: number;
}

const countOf = async (q: Knex.QueryBuilder): Promise<number> => Number((await q.first())?.n ?? 0);

/** Stories of a user with at least one published part, not deleted. */
export const publishedStoriesOf = (db: Knex, userId: number): Knex.QueryBuilder =>
  db('stories as s')
    .where('s.user_id', userId)
    .modify(whereStoryNotDeleted, 's')
    .whereExists(whereVisiblePart(db('parts as p').select(db.raw('1')).whereRaw('p.story_id = s.id'), 'p'));

/**
 * Follows whose other side (`other`: the follower or the followee column) is an open account: a
 * closed account leaves the counts as it leaves the followers and following lists.
 */
const openFollows = (db: Knex, other: 'follower_id' | 'followee_id') =>
  whereOpenAccount(db('follows as f').join('users as o', 'o.id', `f.${other}`), 'o');

export async function findProfileCounts(db: Knex, userId: number): Promise<ProfileCounts> {
  const [numFollowers, numFollowing, numStoriesPublished, numLists, votesReceived] = await Promise.all([
    countOf(openFollows(db, 'follower_id').where('f.followee_id', userId).count({ n: '*' })),
    countOf(openFollows(db, 'followee_id').where('f.follower_id', userId).count({ n: '*' })),
    countOf(publishedStoriesOf(db, userId).count({ n: '*' })),
    countOf(db('reading_lists').where('user_id', userId).count({ n: '*' })),
    countOf(whereStoryNotDeleted(db('stories').where('user_id', userId)).sum({ n: 'vote_count' })),
  ]);
  return { numFollowers, numFollowing, numStoriesPublished, numLists, votesReceived };
}

export async function isFollowing(db: Knex, followerId: number, followeeId: number): Promise<boolean> {
  return Boolean(
    await db('follows').where({ follower_id: followerId, followee_id: followeeId }).first('created_at'),
  );
}

/** Follows (or unfollows) each of `followeeIds`; idempotent. */
export async function setFollows(
  trx: Knex,
  followerId: number,
  followeeIds: readonly number[],
  follow: boolean,
) {
  if (!follow) {
    await trx('follows')
      .where('follower_id', followerId)
      .whereIn('followee_id', [...followeeIds])
      .delete();
    return;
  }
  const existing = new Set(
    (
      await trx('follows')
        .where('follower_id', followerId)
        .whereIn('followee_id', [...followeeIds])
        .select('followee_id')
    ).map((r: { followee_id: number }) => Number(r.followee_id)),
  );
  const at = now();
  const rows = followeeIds
    .filter((id) => !existing.has(id))
    .map((followee_id) => ({ follower_id: followerId, followee_id, created_at: at }));
  if (rows.length > 0) await trx('follows').insert(rows);
}

export interface FollowUserRow {
  id: number;
  username: string;
  display_name: string | null;
  description: string | null;
  avatar_version: string | number | null;
}

/** Followers (`direction` 'followers') or followed users ('following') of a user, newest first. */
export async function findFollowUsers(
  db: Knex,
  userId: number,
  direction: 'followers' | 'following',
  limit: number,
  offset: number,
): Promise<{ rows: FollowUserRow[]; total: number }> {
  const [mine, theirs] =
    direction === 'followers' ? ['followee_id', 'follower_id'] : ['follower_id', 'followee_id'];
  const base = () =>
    db('follows as f')
      .join('users as u', 'u.id', `f.${theirs}`)
      .where(`f.${mine}`, userId)
      .modify(whereOpenAccount, 'u');
  const [rows, total] = await Promise.all([
    base()
      .orderBy([
        { column: 'f.created_at', order: 'desc' },
        { column: 'u.id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset)
      .select('u.id', 'u.username', 'u.display_name', 'u.description', 'u.avatar_version') as Promise<
      FollowUserRow[]
    >,
    countOf(base().count({ n: '*' })),
  ]);
  return { rows, total };
}

/** Of `userIds`, those the viewer follows. */
export async function findFollowedAmong(
  db: Knex,
  viewerId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows: { followee_id: number }[] = await db('follows')
    .where('follower_id', viewerId)
    .whereIn('followee_id', [...userIds])
    .select('followee_id');
  return new Set(rows.map((r) => Number(r.followee_id)));
}

/**
 * A user's stories, most recently modified first: the published ones (`/stories/published`, and
 * `/stories` for anyone else), or with `drafts` every story not deleted (`/stories` for themself);
 * without the mature ones when `hideMature` (the visibility policy's `hidesMatureIn`).
 */
export async function findUserStoryIds(
  db: Knex,
  userId: number,
  limit: number,
  offset: number,
  { drafts = false, hideMature = false }: { drafts?: boolean; hideMature?: boolean } = {},
): Promise<{ ids: number[]; total: number }> {
  const storiesOf = () =>
    whereNotMatureIf(
      drafts
        ? whereStoryNotDeleted(db('stories as s').where('s.user_id', userId), 's')
        : publishedStoriesOf(db, userId),
      's',
      hideMature,
    );
  const [rows, total] = await Promise.all([
    storiesOf()
      .orderBy([
        { column: 's.modified_at', order: 'desc' },
        { column: 's.id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset)
      .select('s.id') as Promise<{ id: number }[]>,
    countOf(storiesOf().count({ n: '*' })),
  ]);
  return { ids: rows.map((r) => Number(r.id)), total };
}

/** Everything stored about one user, for their own data page (the only Knex of the feature). */
import type { Knex } from 'knex';
import type { DbDate } from '../../db/knex';

type Row = Record<string, unknown>;

export interface OwnDataRows {
  user: Row & { created_at: DbDate };
  stories: (Row & { created_at: DbDate })[];
  partCounts: { story_id: number; n: number | string }[];
  lists: (Row & { created_at: DbDate })[];
  listStories: { list_id: number; story_id: number }[];
  library: (Row & { added_at: DbDate })[];
  following: (Row & { created_at: DbDate })[];
  followers: (Row & { created_at: DbDate })[];
  votes: (Row & { created_at: DbDate })[];
  positions: (Row & { updated_at: DbDate })[];
  content: { include_mature: unknown; preferred_tags: unknown } | undefined;
  blockedTags: { tag: string }[];
  onboarding: { user_type: unknown; writer_stage: unknown; finished_story: unknown } | undefined;
}

export async function findOwnDataRows(db: Knex, userId: number): Promise<OwnDataRows | null> {
  const user = (await db('users')
    .leftJoin('languages', 'languages.id', 'users.language_id')
    .where('users.id', userId)
    .first(
      'users.id',
      'users.username',
      'users.display_name',
      'users.email',
      'users.birthdate',
      'users.pronouns',
      'users.description',
      'users.language_id',
      'languages.name as language_name',
      'users.verified_email',
      'users.marketing_opt_in',
      'users.ccpa_optout',
      'users.notify_alerts',
      'users.notify_alertssub',
      'users.notify_subscribe',
      'users.created_at',
    )) as OwnDataRows['user'] | undefined;
  if (!user) return null;
  const lists = (await db('reading_lists')
    .where({ user_id: userId })
    .orderBy('id')
    .select('id', 'name', 'created_at')) as OwnDataRows['lists'];
  const [stories, partCounts, listStories, library, following, followers, votes, positions] = [
    await db('stories')
      .where({ user_id: userId })
      .orderBy('id')
      .select('id', 'title', 'created_at', 'deleted_at'),
    await db('parts')
      .join('stories', 'stories.id', 'parts.story_id')
      .where('stories.user_id', userId)
      .groupBy('parts.story_id')
      .select('parts.story_id', db.raw('count(*) as n')),
    lists.length
      ? await db('reading_list_stories')
          .whereIn(
            'list_id',
            lists.map((l) => Number(l.id)),
          )
          .orderBy(['list_id', 'position'])
          .select('list_id', 'story_id')
      : [],
    await db('library_stories')
      .join('stories', 'stories.id', 'library_stories.story_id')
      .where('library_stories.user_id', userId)
      .orderBy('library_stories.added_at', 'desc')
      .select('stories.id', 'stories.title', 'library_stories.added_at'),
    await db('follows')
      .join('users', 'users.id', 'follows.followee_id')
      .where('follows.follower_id', userId)
      .select('users.username', 'follows.created_at'),
    await db('follows')
      .join('users', 'users.id', 'follows.follower_id')
      .where('follows.followee_id', userId)
      .select('users.username', 'follows.created_at'),
    await db('votes')
      .where({ user_id: userId })
      .orderBy('created_at')
      .select('part_id', 'story_id', 'created_at'),
    await db('reading_positions')
      .where({ user_id: userId })
      .orderBy('updated_at', 'desc')
      .select('story_id', 'part_id', 'position', 'updated_at'),
  ];
  const content = (await db('content_settings')
    .where({ user_id: userId })
    .first('include_mature', 'preferred_tags')) as OwnDataRows['content'];
  const blockedTags = (await db('blocked_tags')
    .where({ user_id: userId })
    .orderBy('position')
    .select('tag')) as OwnDataRows['blockedTags'];
  const onboarding = (await db('onboarding_answers')
    .where({ user_id: userId })
    .first('user_type', 'writer_stage', 'finished_story')) as OwnDataRows['onboarding'];
  return {
    content,
    blockedTags,
    onboarding,
    user,
    stories,
    partCounts,
    lists,
    listStories,
    library,
    following,
    followers,
    votes,
    positions,
  } as OwnDataRows;
}

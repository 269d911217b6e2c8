import type { Knex } from 'knex';

/**
 * Tables that hold content (not reference data), children first. `npm run seed -- --reset` empties
 * them. A feature that adds a content table (follows, lists, comments, …) appends it here, before
 * the tables it references.
 */
export const CONTENT_TABLES: string[] = [
  'flagged_images',
  'messages',
  'conversations',
  'moderation_actions',
  'support_tickets',
  'user_blocks',
  'user_mutes',
  'story_notes',
  'poll_answers',
  'poll_options',
  'polls',
  'cover_images',
  'comment_likes',
  'paragraph_comment_counts',
  'comments',
  'held_usernames',
  'user_sessions',
  'account_closures',
  'onboarding_answers',
  'blocked_tags',
  'content_settings',
  'social_identities',
  'follows',
  'library_stories',
  'reading_list_stories',
  'reading_lists',
  'promotion_stats',
  'outbox_messages',
  'password_reset_tokens',
  'email_verification_tokens',
  'sessions',
  'reading_positions',
  'votes',
  'story_tags',
  'tags',
  'part_texts',
  'parts',
  'stories',
  'users',
];

/** Deletes every row of the content tables that exist (reference data such as languages stays). */
export async function resetContent(db: Knex, log: (line: string) => void = () => {}): Promise<void> {
  for (const table of CONTENT_TABLES) {
    if (!(await db.schema.hasTable(table))) continue;
    const deleted = await db(table).delete();
    log(`reset: ${table} (${deleted} rows)`);
  }
}

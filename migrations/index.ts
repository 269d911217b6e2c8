/**
 * Every migration, in order. The production server is a webpack bundle, so migrations are not
 * found on disk: they are imported here and served by `src/server/db/migrationSource.ts`.
 *
 * To add one: create `migrations/YYYYMMDDHHMMSS_concern.ts` exporting `up` and `down`, import it
 * below and append it to `migrations` (never reorder or edit merged entries).
 * `migrations.test.ts` fails if a file in this folder is missing from the list.
 */
import type { Knex } from 'knex';
import * as m01 from './20261122000001_languages';
import * as m02 from './20261122000002_languages_data';
import * as m03 from './20261122000003_categories';
import * as m04 from './20261122000004_categories_data';
import * as m05 from './20261122000005_users';
import * as m06 from './20261122000006_stories';
import * as m07 from './20261122000007_parts';
import * as m08 from './20261122000008_part_texts';
import * as m09 from './20261122000009_tags';
import * as m10 from './20261122000010_votes';
import * as m11 from './20261122000011_reading_positions';
import * as m12 from './20261122000012_sessions';
import * as m30 from './20261122000030_outbox_messages';
import * as m31 from './20261122000031_password_reset_tokens';
import * as m32 from './20261122000032_email_verification_tokens';
import * as m33 from './20261122000033_users_session_epoch';
import * as m34 from './20261122000034_feature_flags';
import * as m35 from './20261122000035_feature_flags_data';
import * as m40 from './20261122000040_search_index';
import * as m41 from './20261122000041_search_index_data';
import * as m60 from './20261122000060_promotion_stats';
import * as m61 from './20261122000061_stories_home_indexes';
import * as m65 from './20261122000065_feature_flags_limit_increase';
import * as m66 from './20261122000066_stories_home_sort_indexes';
import * as m70 from './20261122000070_reading_lists';
import * as m71 from './20261122000071_reading_list_stories';
import * as m72 from './20261122000072_library_stories';
import * as m73 from './20261122000073_follows';
import * as m74 from './20261122000074_stories_hidden_index';
import * as m80 from './20261122000080_users_notification_settings';
import * as m85 from './20261122000085_content_settings';
import * as m86 from './20261122000086_blocked_tags';
import * as m87 from './20261122000087_onboarding_answers';
import * as m90 from './20261122000090_social_identities';
import * as m95 from './20261122000095_users_ccpa_optout';
import * as m96 from './20261122000096_account_closures';
import * as m100 from './20261122000100_story_tags_listing';
import * as m110 from './20261122000110_story_card_columns';
import * as m250 from './20261122000250_user_sessions';
import * as m260 from './20261122000260_held_usernames';
import * as m300 from './20261122000300_comments';
import * as m301 from './20261122000301_comment_likes';
import * as m302 from './20261122000302_paragraph_comment_counts';
import * as m310 from './20261122000310_polls';
import * as m311 from './20261122000311_poll_options';
import * as m312 from './20261122000312_poll_answers';
import * as m320 from './20261122000320_myworks_story_notes';
import * as m340 from './20261122000340_publishing_reminders';
import * as m341 from './20261122000341_publishing_cover_images';
import * as m400 from './20261122000400_safety_mutes_blocks';
import * as m401 from './20261122000401_support_tickets';
import * as m420 from './20261122000420_moderation_actions';
import * as m430 from './20261122000430_reports_support_tree';
import * as m431 from './20261122000431_reports_support_tree_seed';
import * as m440 from './20261122000440_imageAppeal_flagged_images';
import * as m450 from './20261122000450_inbox_conversations';
import * as m451 from './20261122000451_inbox_messages';
import * as m452 from './20261122000452_inbox_covering_index';
import * as m500 from './20261122000500_message_seq';
import * as m510 from './20261122000510_inbox_thread_time_ms';
import * as m520 from './20261122000520_parts_scheduled_index_only';

export interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export interface NamedMigration extends MigrationModule {
  /** The file name without extension; what `knex_migrations.name` records. */
  name: string;
}

const entry = (name: string, m: MigrationModule): NamedMigration => ({ name, up: m.up, down: m.down });

export const migrations: readonly NamedMigration[] = [
  entry('20261122000001_languages', m01),
  entry('20261122000002_languages_data', m02),
  entry('20261122000003_categories', m03),
  entry('20261122000004_categories_data', m04),
  entry('20261122000005_users', m05),
  entry('20261122000006_stories', m06),
  entry('20261122000007_parts', m07),
  entry('20261122000008_part_texts', m08),
  entry('20261122000009_tags', m09),
  entry('20261122000010_votes', m10),
  entry('20261122000011_reading_positions', m11),
  entry('20261122000012_sessions', m12),
  entry('20261122000030_outbox_messages', m30),
  entry('20261122000031_password_reset_tokens', m31),
  entry('20261122000032_email_verification_tokens', m32),
  entry('20261122000033_users_session_epoch', m33),
  entry('20261122000034_feature_flags', m34),
  entry('20261122000035_feature_flags_data', m35),
  entry('20261122000040_search_index', m40),
  entry('20261122000041_search_index_data', m41),
  entry('20261122000060_promotion_stats', m60),
  entry('20261122000061_stories_home_indexes', m61),
  entry('20261122000065_feature_flags_limit_increase', m65),
  entry('20261122000066_stories_home_sort_indexes', m66),
  entry('20261122000070_reading_lists', m70),
  entry('20261122000071_reading_list_stories', m71),
  entry('20261122000072_library_stories', m72),
  entry('20261122000073_follows', m73),
  entry('20261122000074_stories_hidden_index', m74),
  entry('20261122000080_users_notification_settings', m80),
  entry('20261122000085_content_settings', m85),
  entry('20261122000086_blocked_tags', m86),
  entry('20261122000087_onboarding_answers', m87),
  entry('20261122000090_social_identities', m90),
  entry('20261122000095_users_ccpa_optout', m95),
  entry('20261122000096_account_closures', m96),
  entry('20261122000100_story_tags_listing', m100),
  entry('20261122000110_story_card_columns', m110),
  entry('20261122000250_user_sessions', m250),
  entry('20261122000260_held_usernames', m260),
  entry('20261122000300_comments', m300),
  entry('20261122000301_comment_likes', m301),
  entry('20261122000302_paragraph_comment_counts', m302),
  entry('20261122000310_polls', m310),
  entry('20261122000311_poll_options', m311),
  entry('20261122000312_poll_answers', m312),
  entry('20261122000320_myworks_story_notes', m320),
  entry('20261122000340_publishing_reminders', m340),
  entry('20261122000341_publishing_cover_images', m341),
  entry('20261122000400_safety_mutes_blocks', m400),
  entry('20261122000401_support_tickets', m401),
  entry('20261122000420_moderation_actions', m420),
  entry('20261122000430_reports_support_tree', m430),
  entry('20261122000431_reports_support_tree_seed', m431),
  entry('20261122000440_imageAppeal_flagged_images', m440),
  entry('20261122000450_inbox_conversations', m450),
  entry('20261122000451_inbox_messages', m451),
  entry('20261122000452_inbox_covering_index', m452),
  entry('20261122000500_message_seq', m500),
  entry('20261122000510_inbox_thread_time_ms', m510),
  entry('20261122000520_parts_scheduled_index_only', m520),
];

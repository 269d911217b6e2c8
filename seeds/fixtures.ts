/**
 * Fixed ids and credentials of the **tiny** seed (what `createTestDb()` loads). Seeds insert
 * explicit ids, so these hold on every fresh or reset database. Story ids start at 1, part ids at
 * PART_ID_BASE + 1 (so a story id used as a part id fails loudly).
 */
import { DEFAULT_ADMIN_PASSWORD, DEMO_PASSWORD } from './passwords';

export { DEMO_PASSWORD };

/** Tiny always uses this admin password (demo/bench take `ADMIN_PASSWORD` from the environment). */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = DEFAULT_ADMIN_PASSWORD;
export const ADMIN_USER_ID = 1;

/** Writers and readers; all use DEMO_PASSWORD. */
export const USERS = {
  admin: { id: 1, username: 'admin' },
  ava: { id: 2, username: 'ava_writes' },
  bram: { id: 3, username: 'bram_stone' },
  celine: { id: 4, username: 'celine_fr' },
  dev: { id: 5, username: 'dev_dawn' },
  elio: { id: 6, username: 'elio_ink' },
  /** Verified email, has votes and a reading position. */
  rosa: { id: 7, username: 'reader_rosa' },
  /** Email NOT verified. */
  sam: { id: 8, username: 'reader_sam' },
  /** An ambassador (is_ambassador), verified email. */
  mona: { id: 9, username: 'amb_mona' },
} as const;

export const WRITER_USER_ID = USERS.ava.id;
export const WRITER_USERNAME = USERS.ava.username;
export const READER_USER_ID = USERS.rosa.id;
export const READER_USERNAME = USERS.rosa.username;
export const UNVERIFIED_USERNAME = USERS.sam.username;

export const PART_ID_BASE = 1000;

/** Stories in id order with their part counts (ids 1…). */
const LAYOUT = [
  ['long', 50],
  ['ongoing', 7],
  ['mature', 3],
  ['script', 2],
  ['deleted', 2],
  ['french', 4],
  ['paid', 8],
  ['draft', 1],
  ['mystery', 5],
  ['scifi', 3],
  ['teen', 2],
  ['spanish', 3],
] as const;

export type TinyStoryKey = (typeof LAYOUT)[number][0];

export const TINY_STORIES = {} as Record<TinyStoryKey, { id: number; partIds: number[] }>;
{
  let nextPart = PART_ID_BASE + 1;
  LAYOUT.forEach(([key, parts], i) => {
    TINY_STORIES[key] = { id: i + 1, partIds: Array.from({ length: parts }, () => nextPart++) };
  });
}

/** 50 parts, completed, English, by ava_writes (WRITER_USERNAME). */
export const LONG_STORY_ID = TINY_STORIES.long.id;
export const LONG_STORY_PART_IDS = TINY_STORIES.long.partIds;
export const LONG_STORY_TITLE = 'The Salt Queen';

/**
 * Ongoing, by bram_stone. Positions 1–3 published, 4 deleted, 5 published 3 days ago ("new"),
 * 6 a draft, 7 a draft scheduled to publish in 3 days.
 */
export const ONGOING_STORY_ID = TINY_STORIES.ongoing.id;
export const ONGOING_STORY_PART_IDS = TINY_STORIES.ongoing.partIds;
export const ONGOING_DELETED_PART_ID = ONGOING_STORY_PART_IDS[3];
export const ONGOING_NEW_PART_ID = ONGOING_STORY_PART_IDS[4];
export const ONGOING_DRAFT_PART_ID = ONGOING_STORY_PART_IDS[5];
export const ONGOING_SCHEDULED_PART_ID = ONGOING_STORY_PART_IDS[6];

/** rating 4 (mature), by dev_dawn. */
export const MATURE_STORY_ID = TINY_STORIES.mature.id;

/** Its first part's paragraphs are SCRIPT_PART_PARAGRAPHS (plain text, stored HTML-escaped). */
export const SCRIPT_STORY_ID = TINY_STORIES.script.id;
export const SCRIPT_STORY_TITLE = 'Notes & Escapes';
export const SCRIPT_PART_ID = TINY_STORIES.script.partIds[0];
export const SCRIPT_PART_PARAGRAPHS: readonly string[] = [
  'He typed </script><script>alert(1)</script> into the box and waited.',
  'The line broke here:\u2028and carried on as if nothing happened.',
  '<!-- this is not a comment --> she read aloud, puzzled.',
  'She said "hello" and it\'s fine & dandy.',
  'The line broke here:\u2028and carried on as if nothing happened.',
];
/** How the first paragraph is stored. */
export const SCRIPT_PART_FIRST_HTML =
  'He typed &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; into the box and waited.';

/** deleted_at set; 2 parts. */
export const DELETED_STORY_ID = TINY_STORIES.deleted.id;
/** language_id 2 (French), French titles. */
export const FRENCH_STORY_ID = TINY_STORIES.french.id;
export const FRENCH_LANGUAGE_ID = 2;

/**
 * Paid original (is_paywalled, paid_model 'paid_story', price 120 coins), completed, by bram_stone.
 * Parts 1–3 free; 4–7 paid (price 5); 8 a bonus Exclusive Chapter (paid_bonus, bonus_type 0, price 15).
 */
export const PAID_STORY_ID = TINY_STORIES.paid.id;
export const PAID_STORY_PART_IDS = TINY_STORIES.paid.partIds;
export const PAID_STORY_PRICE = 120;

/** Only a draft part (no published part), not deleted, by elio_ink. */
export const DRAFT_STORY_ID = TINY_STORIES.draft.id;

/** Spanish (language 5). */
export const SPANISH_STORY_ID = TINY_STORIES.spanish.id;

export const TINY_STORY_COUNT = LAYOUT.length;
export const TINY_PART_COUNT = LAYOUT.reduce((n, [, parts]) => n + parts, 0);

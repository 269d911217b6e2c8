/**
 * Story and part contracts: the legacy API shapes (API-COMPAT.md "Resources worth knowing").
 * Dates are UTC `YYYY-MM-DDTHH:MM:SSZ`; a story id is a string, a part id a number.
 */

export interface LanguageRef {
  id: number;
  name: string;
}

export interface StoryUserRef {
  name: string;
  avatar: string;
  fullname: string;
}

/**
 * The author as the story details page has them (reading-discovery §3 "Story details data").
 * `username` is the same as `name` (the legacy API's `name` is the username). `age`, `country` and
 * `totalReads` are shown in the system admins' panel only (writing-paid-content §6), so they are
 * sent to a system admin only and absent for everyone else.
 */
export interface StoryDetailsUser extends StoryUserRef {
  /** Always sent by the server (optional in the type only, like the other details fields). */
  username?: string;
  /** Whole years from the author's birthdate; null when it is not known. */
  age?: number | null;
  /** ISO 3166 alpha-2 code, or null. */
  country?: string | null;
  /** Reads of all the author's non-deleted stories. */
  totalReads?: number;
  /** The author's profile description: only when `fields=user(description)` asks for it. */
  description?: string;
}

export interface PartRef {
  id: number;
  createDate: string;
}

export interface TagRanking {
  name: string;
  rank: number;
}

/** A story tag with its id (`storyTags`); `tags` has the same names in the same order. */
export interface StoryTag {
  id: number;
  name: string;
}

/** A part is new when it is not a draft and was created within the last 14 days (reading-discovery §3, §9). */
export const NEW_PART_DAYS = 14;
export const NEW_PART_MS = NEW_PART_DAYS * 24 * 3600 * 1000;

/** The one rule for `new` (the server's parts' `new`, and the story page's New status on its own clock). */
export const isNewPart = (p: { draft: boolean; createDate: string }, now: number): boolean =>
  !p.draft && now - Date.parse(p.createDate) < NEW_PART_MS;

/** Bonus part types (`parts.bonus_type`; writing-paid-content "Paid part configuration"). */
export const BONUS_TYPE_NAMES: Readonly<Record<number, string>> = {
  0: 'Exclusive Chapter',
  1: 'Story Branch',
  2: 'Writer Reveal',
};

/** A part as listed in a story's `parts`. */
export interface PartSummary {
  id: number;
  title: string;
  url: string;
  createDate: string;
  modifyDate: string;
  length: number;
  photoUrl: string;
  commentCount: number;
  voteCount: number;
  readCount: number;
  draft: boolean;
  deleted: boolean;
  rating: number;
  /** Not a draft and created within the last NEW_PART_DAYS days (`isNewPart`), computed by the server. */
  new?: boolean;
  /** A bonus part (paid_model paid_bonus). */
  isBonusPart?: boolean;
  /** A bonus part's type name (BONUS_TYPE_NAMES); null for other parts. */
  bonusTypeName?: string | null;
  /** A draft with a scheduled publish time (only its owner sees drafts). */
  isScheduledPart?: boolean;
  scheduledPublishDate?: string | null;
  /** `scheduledPublishDate` as displayed, "MMM DD, YYYY hh:mmA" in UTC (reading-discovery §9); or null. */
  formattedScheduledPublishDatetime?: string | null;
  /** `{text}`: the part's `/apiv2/storytext?id=` address (API-COMPAT.md; exporters read chapters there). */
  text_url?: { text: string };
  /** Paywalled and the viewer has no access: listed with a lock; the reader shows a locked block. */
  isBlocked?: boolean;
}

/**
 * A part scheduled to go public (a draft with a publish time): every reader of the story sees its
 * title and time on the story page, never its text. Kept apart from `parts`, which API tools read.
 */
export interface ScheduledPart {
  id: number;
  title: string;
  scheduledPublishDate: string;
}

/** `GET /api/v3/stories/{id}` default shape. */
export interface Story {
  id: string;
  title: string;
  length: number;
  createDate: string;
  modifyDate: string;
  voteCount: number;
  readCount: number;
  commentCount: number;
  language: LanguageRef;
  user: StoryDetailsUser;
  description: string;
  cover: string;
  completed: boolean;
  categories: number[];
  tags: string[];
  rating: number;
  mature: boolean;
  copyright: number;
  url: string;
  firstPartId: number | null;
  numParts: number;
  firstPublishedPart: PartRef | null;
  lastPublishedPart: PartRef | null;
  isPaywalled: boolean;
  paidModel: string;
  tagRankings: TagRanking[];
  deleted: boolean;
  parts: PartSummary[];
  // Story details data (reading-discovery §3). Optional in the type only (like the part statuses
  // above) so that hand-made stories keep compiling; the server always sends them in the default shape.
  /** New parts (`isNewPart`) among the published, non-deleted parts. */
  numNewParts?: number;
  /** Whether a published, non-deleted part is a bonus part. */
  hasBonusParts?: boolean;
  /** New bonus parts among the published, non-deleted parts. */
  numNewBonusParts?: number;
  /** The story's tags with their ids, in tag order. */
  storyTags?: StoryTag[];
  /** No published part and not deleted (only its owner or an admin can see such a story). */
  draft?: boolean;
  /** The story's language (same as `language`). */
  storyLanguage?: LanguageRef;
  /** The story's category as `GET /api/v3/categories` lists it (empty without a category). */
  storyCategories?: Category[];
  /** The part at `firstPartId` (where "Start reading" goes), or null without parts. */
  firstStoryPart?: { url: string } | null;
  /** Where to report the story: the report flow's help page (accounts-safety §2 `/help/dmca`). */
  storyReportUrl?: string;
  /** Parts scheduled to go public, soonest first: listed apart, not openable, not in reading navigation. */
  scheduledParts?: ScheduledPart[];
}

/** `GET /v4/parts/{id}` and `GET /api/v3/story_parts/{id}`. */
export interface Part extends PartSummary {
  wordCount: number;
  groupId: string;
  group: Story;
  text_url: { text: string };
  /** Signed-in viewers only (never cached): whether the viewer voted for this part. */
  voted?: boolean;
}

/** One paragraph of a part's text; `id` is 32 hex characters, stable for the paragraph's content. */
export interface Paragraph {
  id: string;
  html: string;
}

/** A part's text as the reader needs it (from `GET /apiv2/storytext?output=json`). */
export interface PartText {
  partId: number;
  paragraphs: Paragraph[];
  textHash: string;
}

/** `GET /api/v3/categories` entry. */
export interface Category {
  id: number;
  name: string;
  name_english: string;
  roles: string[];
}

/**
 * Story card (reading-discovery §3 "Story (card / summary)"): home sections, lists, search, similar
 * stories. Its `user` is the card's `{name, avatar, fullname}`, not the details page's author.
 */
export type StoryCard = Pick<
  Story,
  | 'id'
  | 'title'
  | 'description'
  | 'cover'
  | 'url'
  | 'tags'
  | 'mature'
  | 'completed'
  | 'numParts'
  | 'readCount'
  | 'voteCount'
  | 'firstPartId'
  | 'isPaywalled'
  | 'modifyDate'
  | 'paidModel'
  | 'length'
  | 'language'
> & {
  user: StoryUserRef;
  /** When the story last published a part (the card carries no part id); null before the first. */
  lastPublishedPart: Pick<PartRef, 'createDate'> | null;
};

export const MATURE_RATING = 4;

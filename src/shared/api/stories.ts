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

export interface PartRef {
  id: number;
  createDate: string;
}

export interface TagRanking {
  name: string;
  rank: number;
}

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
  /** A bonus part (paid_model paid_bonus). */
  isBonusPart?: boolean;
  /** A draft with a scheduled publish time (only its owner sees drafts). */
  isScheduledPart?: boolean;
  scheduledPublishDate?: string | null;
  /** Paywalled and the viewer has no access: listed with a lock; the reader shows a locked block. */
  isBlocked?: boolean;
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
  user: StoryUserRef;
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

/** Story card on the home page (slice version; the server-driven home comes later). */
export type StoryCard = Pick<
  Story,
  | 'id'
  | 'title'
  | 'description'
  | 'cover'
  | 'url'
  | 'user'
  | 'tags'
  | 'mature'
  | 'completed'
  | 'numParts'
  | 'readCount'
  | 'voteCount'
  | 'firstPartId'
  | 'isPaywalled'
  | 'modifyDate'
>;

export const MATURE_RATING = 4;

/**
 * The writing studio's part of the API contract (writing-paid-content §2, §3, §7; issue 28 #1, #5):
 * the writer's stories (`/myworks`), a story's settings (`/myworks/{storyId}`) and its notes.
 * `GET /api/v3/users/{username}/stories` (the profile feature) lists them for API tools too.
 */
import type { StoryNotesWire } from './notes';
import type { StorySettingsInput } from './validation';

/** `/myworks`: the settings page, and the part editor of a part. */
export const MYWORKS_PATH = '/myworks';
export const storySettingsPath = (storyId: string | number): string => `/myworks/${storyId}`;
export const writePartPath = (storyId: string | number, partId: number): string =>
  `/myworks/${storyId}/write/${partId}`;

/** One of the writer's stories (published or draft) on `/myworks`. */
export interface MyWork {
  id: string;
  title: string;
  cover: string;
  /** The story page (`{origin}/story/{id}-{slug}`). */
  url: string;
  publishedParts: number;
  draftParts: number;
  readCount: number;
  voteCount: number;
  commentCount: number;
  modifyDate: string;
  /** The part "Continue writing" opens: the last part in reading order (null: none left). */
  lastPartId: number | null;
}

/** `GET /v5/myworks` */
export interface MyWorksPage {
  stories: MyWork[];
}

/** A part in the settings page's table of contents. */
export interface MyStoryPart {
  id: number;
  title: string;
  draft: boolean;
  deleted: boolean;
  /** Set while a draft waits for its publish time. */
  scheduledPublishDatetime: string | null;
  modifyDate: string;
}

/** A story's settings as its owner edits them. */
export interface StorySettings extends StorySettingsInput {
  id: string;
  cover: string;
  url: string;
  parts: MyStoryPart[];
}

export interface Choice {
  id: number;
  name: string;
}

/** `GET /v5/myworks/{storyId}`: the settings and the choices of its dropdowns. */
export interface MyStoryPage {
  story: StorySettings;
  categories: Choice[];
  languages: Choice[];
}

/** `POST /v5/myworks`: the new story and its first (draft) part. */
export interface CreatedStory {
  storyId: string;
  partId: number;
}

/** The notes body: the wire notes and, for Submit, `submitted` (ours: the spec shows no flag). */
export type SaveNotesBody = StoryNotesWire & { submitted?: boolean };

export interface MyWorksApi {
  /** `GET /v5/myworks`: the viewer's stories, drafts included. */
  list(): Promise<MyWorksPage>;
  /** `POST /v5/myworks`: a story with the untitled title and a first draft part. */
  create(csrfToken: string | null): Promise<CreatedStory>;
  /** `GET /v5/myworks/{storyId}` (owner only). */
  get(storyId: string): Promise<MyStoryPage>;
  /** `PUT /v5/myworks/{storyId}` (owner only). */
  save(storyId: string, input: StorySettingsInput, csrfToken: string | null): Promise<StorySettings>;
  /** `GET /v5/stories/{id}/notes` (owner only); null when the story has none yet. */
  notes(storyId: string): Promise<StoryNotesWire | null>;
  /** `POST /v5/stories` (owner only). */
  saveNotes(body: SaveNotesBody, csrfToken: string | null): Promise<StoryNotesWire>;
}

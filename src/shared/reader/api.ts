/**
 * Reader contracts: votes on parts and the reading position (reading-discovery.md §2 "Reader
 * extras", §3 "Reading position", §7). The API edge's zod schemas are in `readerSchema.ts`
 * (server only); their rules are shared with the client (`src/shared/validation/reader.ts`).
 */
import type { StoryCard, TagRanking } from '../stories/api';

/**
 * `POST|DELETE /api/v3/stories/{storyId}/parts/{partId}/votes` answer: the viewer's vote and the
 * counts after it (idempotent: voting twice or unvoting twice changes nothing).
 */
export interface VoteResult {
  storyId: string;
  partId: number;
  voted: boolean;
  /** The part's vote count. */
  voteCount: number;
  /** The story's vote count. */
  storyVoteCount: number;
}

/** `GET /apiv2/syncreadingposition?story_id=`: `part` is null when nothing was saved. */
export interface ReadingPosition {
  part: number | null;
  position: number;
}

/** A position to save (the reader sends it while reading and on leaving). */
export interface PositionUpdate {
  storyId: string;
  partId: number;
  position: number;
}

/**
 * The reading calls of the API contract (`Api.reading`). Writes take the session's CSRF token
 * (the saga reads it from the store with `selectCsrfToken`).
 */
export interface ReaderApi {
  vote(storyId: string, partId: number, voted: boolean, csrfToken: string | null): Promise<VoteResult>;
  position(storyId: string): Promise<ReadingPosition>;
  savePosition(update: PositionUpdate, csrfToken: string | null): Promise<ReadingPosition>;
  /** "You may also like": up to SIMILAR_STORIES_COUNT cards (same category or tags, not this story). */
  similar(storyId: string): Promise<StoryCard[]>;
  /** The story's rank in each of its tags (`GET /api/v3/stories/{id}?fields=tagRankings`): the preview. */
  tagRankings(storyId: string): Promise<TagRanking[]>;
}

export const SIMILAR_STORIES_COUNT = 6;

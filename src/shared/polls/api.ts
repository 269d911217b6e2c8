/**
 * Polls on a story part: the reader view (reading-discovery §3 "Poll (reader view)", §4 "Poll",
 * §7) and the writer's editor (writing-paid-content §3 "Poll (writer side)", §4, §7). The edge's
 * zod schemas are in `schema.ts` (server only), the rules in `validation.ts` (client and server).
 */

/** The only poll type the spec names. */
export const POLL_TYPE = 'singleAnswerPoll';
export type PollType = typeof POLL_TYPE;

/** An option as the reader sees it; `percentageOfTotal` only once they answered or wrote the story. */
export interface PollOption {
  id: number;
  text: string;
  answers: { percentageOfTotal?: number };
}

/** A poll as `GET /reading/v1/stories/{s}/parts/{p}/polls` answers it, and as `:answer` returns it. */
export interface Poll {
  id: number;
  type: PollType;
  question: string;
  options: PollOption[];
  /** Absent like the percentages: the count is part of the results. */
  totalAnswers?: number;
  /** The viewer's answer (absent when they have none). */
  interaction: { answer?: { optionId: number; type: PollType } };
  /** The story's writer. */
  owner: { username: string; avatar: string };
  /** Whether the viewer wrote the story (sees results, cannot vote, may delete). */
  isOwner: boolean;
}

/** `GET /reading/v1/…/polls` */
export interface PollsList {
  polls: Poll[];
}

/** What the editor posts (`POST /writing/v1/stories/{s}/parts/{p}/polls`). */
export interface PollDraft {
  type: PollType;
  question: string;
  options: { text: string }[];
}

/** A poll as the writer's API answers it: the reader view plus the counts (the owner sees results). */
export type WriterPoll = Poll;

/** Where a part's polls live: both ids, as the paths carry them. */
export interface PollPlace {
  storyId: string;
  partId: number;
}

/** The calls the poll sagas make. Writes take the CSRF token (a visitor's too: anonymous answers). */
export interface PollsApi {
  /** `GET /reading/v1/stories/{storyId}/parts/{partId}/polls` */
  list(place: PollPlace): Promise<PollsList>;
  /** `POST …/polls/{pollId}:answer` `{optionId, type}` → the updated poll. */
  answer(place: PollPlace, pollId: number, optionId: number, csrfToken: string | null): Promise<Poll>;
  /** `POST /writing/v1/stories/{storyId}/parts/{partId}/polls` → the created poll. */
  create(place: PollPlace, draft: PollDraft, csrfToken: string | null): Promise<WriterPoll>;
  /** `GET /writing/v1/…/polls` → the writer's polls of the part. */
  mine(place: PollPlace): Promise<PollsList>;
  /** `DELETE /writing/v1/…/polls/{pollId}` */
  remove(place: PollPlace, pollId: number, csrfToken: string | null): Promise<void>;
}

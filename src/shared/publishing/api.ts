/**
 * Publishing and covers (writing-paid-content.md §7): the calls the sagas make. The direct cover
 * upload is not here: it is an XMLHttpRequest in the browser (upload progress), see the client.
 */

/** `POST /v4/parts/{partId}/publish`: the part model's publish (the spec shows no path). */
export interface PublishAnswer {
  id: number;
  draft: boolean;
  published_at: string | null;
  /** The legacy answer's error fields (§7 "Part publish"); absent on success. */
  error_count?: number;
  error?: string;
  errors?: string[];
}

/** `POST /v4/parts/{partId}/schedule-publish` answer. */
export interface ScheduleAnswer {
  part_id: number;
  scheduled_datetime: string;
}

/** `GET /api/v3/users/{username}/stories` rows the cover import page lists. */
export interface WriterStory {
  id: string;
  title: string;
  cover: string;
}

/** `GET /v4/parts/{partId}/publishing` (the owner): the publish page's and button's facts. */
export interface PartPublishing {
  id: number;
  title: string;
  storyId: string;
  draft: boolean;
  /** ISO UTC, or null when not scheduled. */
  scheduledPublishDate: string | null;
  /** The story has a title, description, tags and category (else the details editor opens). */
  storyReady: boolean;
}

export interface PublishingApi {
  part(partId: number): Promise<PartPublishing>;
  publish(partId: number, csrfToken: string | null): Promise<PublishAnswer>;
  /** `datetime` is ISO 8601 UTC on a 15-minute step. */
  schedule(partId: number, datetime: string, csrfToken: string | null): Promise<ScheduleAnswer>;
  unschedule(partId: number, csrfToken: string | null): Promise<{ success: boolean }>;
  /** The viewer's stories (cover import). */
  writerStories(username: string): Promise<WriterStory[]>;
  /** `POST /apiv2/updatestorycover` {id, image: base64 PNG 512×800} → the new cover URL. */
  importCover(storyId: string, image: string, csrfToken: string | null): Promise<{ cover: string }>;
}

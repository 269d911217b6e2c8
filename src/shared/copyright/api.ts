/** The copyright report's calls (accounts-safety-messaging §7). */

/** `GET /api/v3/stories/{id}?fields=title`: the story exists (its title). */
export interface StoryTitle {
  id: string;
  title: string;
}

/** The answer of `POST /v5/infringement/story/{storyId}/copyright/report?original_story_id=`. */
export interface CopyrightReportAnswer {
  /** The stored report. */
  id: number;
  /** True when the original story's owner was told (a notification or a mail). */
  ownerNotified: boolean;
}

export interface CopyrightApi {
  /** `GET /api/v3/stories/{id}?fields=title` (rejects with 404 / 400 for an unknown story). */
  storyTitle(storyId: number): Promise<StoryTitle>;
  /** `GET /api/v3/story_parts/{id}?fields=groupId`: the story a part belongs to. */
  partStory(partId: number): Promise<{ groupId: string }>;
  /** `POST /v5/infringement/story/{storyId}/copyright/report?original_story_id={id}` (JSON body ""). */
  report(storyId: number, originalStoryId: number, csrfToken: string | null): Promise<CopyrightReportAnswer>;
}

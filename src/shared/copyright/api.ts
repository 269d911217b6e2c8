/** The copyright report's calls (accounts-safety-messaging §7) and the DMCA notice's. */
import type { DmcaValues } from './dmca';

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
  /**
   * `GET /v5/copyright/dmca?storyId=&partId=&reportedUser=&language=`: the DMCA form prefilled (the
   * signed-in viewer's name, email and username; the story's or part's URL; the reported user).
   */
  dmcaForm(query: DmcaQuery): Promise<DmcaValues>;
  /** `POST /v5/copyright/dmca` (JSON, the form's values): files the notice as a support ticket. */
  fileDmca(values: DmcaValues, csrfToken: string | null): Promise<{ id: number }>;
}

/** The DMCA page's query (spec: `/help/dmca?storyId=&partId=&reportedUser=&language=`). */
export interface DmcaQuery {
  storyId?: string;
  partId?: string;
  reportedUser?: string;
  language?: string;
}

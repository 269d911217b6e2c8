/** Image appeal (accounts-safety-messaging §3 "Image appeal", §7 `POST /v5/image_moderation/appeal`). */
export type AppealStatus = 'none' | 'submitted' | 'resolved';

/** A flagged image, as its owner sees it. */
export interface FlaggedImage {
  imageUrl: string;
  status: AppealStatus;
  /** Why moderation flagged it ('' when not said). */
  reason: string;
  flaggedAt: string;
}

/** A story's cover as the story page shows it: flagged or not, and whether it is the viewer's. */
export interface CoverFlag {
  storyId: string;
  imageUrl: string;
  flagged: boolean;
  mine: boolean;
}

export interface ImageAppealApi {
  /** `GET /v5/image_moderation/story/{id}/cover`: the story cover's flag (the story page's preload). */
  storyCover(storyId: string): Promise<CoverFlag>;
  /** `GET /v5/image_moderation/flagged?image_url=`: the owner's flagged image (401, 403 not yours, 404). */
  flagged(imageUrl: string): Promise<FlaggedImage>;
  /** The viewer's own flagged images (the flagged label on their profile and stories). */
  mine(): Promise<FlaggedImage[]>;
  /**
   * `POST /v5/image_moderation/appeal` JSON `{image_url, reason?}`. Refused with 409 and `status`
   * (submitted or resolved) when it was appealed before.
   */
  appeal(
    imageUrl: string,
    reason: string,
    csrfToken: string | null,
  ): Promise<{ image_url: string; status: AppealStatus }>;
}

/**
 * Onboarding (accounts-safety-messaging §2–§3; writing-paid-content §2–§3). Our own endpoints (the
 * spec shows no paths):
 * - `GET /v5/onboarding/genres` → {genres: Genre[]} (the onboarding categories)
 * - `GET /v5/users/{username}/onboarding-answers` → OnboardingAnswers (nulls when not answered)
 * - `PUT /v5/users/{username}/onboarding-answers` body: one or more of user_type, writer_stage,
 *   finished_story (given keys are stored, null clears) → OnboardingAnswers
 */
import type { FinishedStory, UserType, WriterStage } from './validation';

export interface Genre {
  /** What `preferredTags` carries. */
  name: string;
  /** The tile's display label. */
  topic: string;
  /** A cover-like image for the tile. */
  image: string;
}

export interface OnboardingAnswers {
  user_type: UserType | null;
  writer_stage: WriterStage | null;
  finished_story: FinishedStory | null;
}

export interface OnboardingApi {
  genres(): Promise<Genre[]>;
  saveAnswers(
    username: string,
    answers: Partial<OnboardingAnswers>,
    csrfToken: string | null,
  ): Promise<OnboardingAnswers>;
}

import type { OnboardingApi } from './api';

/** The onboarding feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface OnboardingApiPart {
  onboarding: OnboardingApi;
}

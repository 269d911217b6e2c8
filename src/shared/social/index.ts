import type { SocialApi } from './api';

/** The social feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface SocialApiPart {
  social: SocialApi;
}

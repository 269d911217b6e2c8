import type { PrivacyApi } from './api';

/** The privacy feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface PrivacyApiPart {
  privacy: PrivacyApi;
}

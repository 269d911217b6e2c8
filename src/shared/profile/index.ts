import type { ProfileApi } from './api';

/** The profile feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface ProfileApiPart {
  profile: ProfileApi;
}

import type { ModerationApi } from './api';

/** The moderation feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface ModerationApiPart {
  moderation: ModerationApi;
}

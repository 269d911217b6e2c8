import type { PublishingApi } from './api';

/** The publishing feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface PublishingApiPart {
  publishing: PublishingApi;
}

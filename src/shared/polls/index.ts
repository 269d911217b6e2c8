import type { PollsApi } from './api';

/** The polls feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface PollsApiPart {
  polls: PollsApi;
}

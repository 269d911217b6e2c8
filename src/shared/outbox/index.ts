import type { OutboxApi } from './api';

/** The outbox feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface OutboxApiPart {
  outbox: OutboxApi;
}

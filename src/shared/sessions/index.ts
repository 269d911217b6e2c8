import type { SessionsApi } from './api';

/** The sessions feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface SessionsApiPart {
  sessions: SessionsApi;
}

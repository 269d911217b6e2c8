import type { RecoveryApi } from './api';

/** The recovery feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface RecoveryApiPart {
  recovery: RecoveryApi;
}

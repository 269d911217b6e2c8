import type { FlagsApi } from './api';

/** The flags feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface FlagsApiPart {
  flags: FlagsApi;
}

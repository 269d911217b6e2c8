import type { ReverificationApi } from './api';

/** The reverification feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface ReverificationApiPart {
  reverification: ReverificationApi;
}

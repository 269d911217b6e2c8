import type { SearchApi } from './api';

/** The search feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface SearchApiPart {
  search: SearchApi;
}

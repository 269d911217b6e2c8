import type { ListsApi } from './api';

/** The lists feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface ListsApiPart {
  lists: ListsApi;
}

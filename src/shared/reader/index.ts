import type { ReaderApi } from './api';

/** The reader feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface ReaderApiPart {
  reader: ReaderApi;
}

import type { CopyrightApi } from './api';

/** The copyright feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface CopyrightApiPart {
  copyright: CopyrightApi;
}

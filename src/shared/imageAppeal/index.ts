import type { ImageAppealApi } from './api';

/** The image appeal feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface ImageAppealApiPart {
  imageAppeal: ImageAppealApi;
}

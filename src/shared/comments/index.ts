import type { CommentsApi } from './api';

/** The comments feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface CommentsApiPart {
  comments: CommentsApi;
}

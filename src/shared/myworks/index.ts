import type { MyWorksApi } from './api';

/** The writing studio's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface MyWorksApiPart {
  myworks: MyWorksApi;
}

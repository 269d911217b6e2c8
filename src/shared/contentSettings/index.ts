import type { ContentSettingsApi } from './api';

/** The contentSettings feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface ContentSettingsApiPart {
  contentSettings: ContentSettingsApi;
}

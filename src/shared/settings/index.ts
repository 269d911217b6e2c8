import type { SettingsApi } from './api';

/** The settings feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface SettingsApiPart {
  settings: SettingsApi;
}

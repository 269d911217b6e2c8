import type { ContentSettingsApi } from '../../../shared/contentSettings/api';
import type { ServiceContext } from '../../context';
import {
  getContentSettings,
  setBlockedTags,
  setIncludeMature,
  setPreferredTags,
} from './contentSettingsService';

/** Content settings in-process (SSR) with the request's viewer. */
export function createContentSettingsServerApi(ctx: ServiceContext): ContentSettingsApi {
  return {
    get: (username) => getContentSettings(ctx, username),
    setIncludeMature: (username, v) => setIncludeMature(ctx, username, v),
    setBlockedTags: (username, tags) => setBlockedTags(ctx, username, tags),
    setPreferredTags: (username, tags) => setPreferredTags(ctx, username, tags),
  };
}

import type { ContentSettingsApi } from '../../../shared/api/contentSettings';
import type { OnboardingApi } from '../../../shared/api/onboarding';
import type { ServiceContext } from '../../context';
import {
  getContentSettings,
  setBlockedTags,
  setIncludeMature,
  setPreferredTags,
} from '../contentSettings/contentSettingsService';
import { listGenres } from './genres';
import { saveAnswers } from './onboardingService';

/** Onboarding and content settings in-process (SSR) with the request's viewer. */
export function createOnboardingServerApi(ctx: ServiceContext): OnboardingApi {
  return {
    genres: () => listGenres(ctx),
    saveAnswers: (username, answers) => saveAnswers(ctx, username, answers),
  };
}

export function createContentSettingsServerApi(ctx: ServiceContext): ContentSettingsApi {
  return {
    get: (username) => getContentSettings(ctx, username),
    setIncludeMature: (username, v) => setIncludeMature(ctx, username, v),
    setBlockedTags: (username, tags) => setBlockedTags(ctx, username, tags),
    setPreferredTags: (username, tags) => setPreferredTags(ctx, username, tags),
  };
}

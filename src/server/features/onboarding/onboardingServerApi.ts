import type { OnboardingApi } from '../../../shared/onboarding/api';
import type { ServiceContext } from '../../context';
import { listGenres } from './genres';
import { saveAnswers } from './onboardingService';

/** Onboarding in-process (SSR) with the request's viewer. */
export function createOnboardingServerApi(ctx: ServiceContext): OnboardingApi {
  return {
    genres: () => listGenres(ctx),
    saveAnswers: (username, answers) => saveAnswers(ctx, username, answers),
  };
}

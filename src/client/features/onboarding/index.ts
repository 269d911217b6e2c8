import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { OnboardingApiPart } from '../../../shared/onboarding';
import { lazyPart } from '../../api/request';

/** The onboarding feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const onboardingPages = {
  onboardingGenres: withSlices(
    () => import(/* webpackChunkName: "page-onboardingGenres" */ './GenrePage'),
    () =>
      import(/* webpackChunkName: "page-onboardingGenres" */ '../../../reducers/onboarding').then(
        (m) => m.onboardingSlices,
      ),
  ),
  onboardingSuccess: () => import(/* webpackChunkName: "page-onboardingSuccess" */ './SuccessPage'),
  writerJourney: () => import(/* webpackChunkName: "page-writerJourney" */ './WriterJourneyPage'),
} satisfies FeaturePages;

/** The onboarding feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const onboardingHttp = (base: string): OnboardingApiPart => ({
  onboarding: lazyPart(() =>
    import(/* webpackChunkName: "api-onboarding" */ './http').then((m) => m.createOnboardingHttpApi(base)),
  ),
});

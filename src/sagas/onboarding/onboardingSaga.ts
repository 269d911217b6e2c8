/** Onboarding: the watchers; the flows load with their first action (`onboardingFlows.ts`). */
import { delay, put, select } from 'typed-redux-saga';
import { genreToastHidden, genreToggled, selectOnboarding } from '../../reducers/onboarding/onboardingSlice';
import type { Api } from '../../shared/api';
import { genresRequested, onboardingFinishRequested } from '../../shared/onboarding/actions';
import { GENRE_TOAST_MS } from '../../shared/onboarding/validation';
import { type Watcher, lazy, on, watch } from '../watch';

/** The too-many-genres toast hides after 5 seconds (a timer, not worth a chunk). */
export function* hideToastLater() {
  const { toast } = yield* select(selectOnboarding);
  if (!toast) return;
  yield* delay(GENRE_TOAST_MS);
  yield* put(genreToastHidden());
}

const flows = () => import(/* webpackChunkName: "saga-onboarding" */ './onboardingFlows');

export const onboardingWatchers = (api: Api): Watcher[] => [
  on('latest', genresRequested.type, lazy(flows, 'loadGenres'), api),
  on('latest', genreToggled.type, hideToastLater),
  on('leading', onboardingFinishRequested.type, lazy(flows, 'finishOnboarding'), api),
];

export function* onboardingSaga(api: Api) {
  yield* watch(...onboardingWatchers(api));
}

/**
 * Onboarding: the watchers; the flows (and the onboarding slice) load with their first action
 * (`onboardingFlows.ts`).
 */
import { delay, put, select } from 'typed-redux-saga';
import type { genreToastHidden, genreToggled } from '../../reducers/onboarding/onboardingSlice';
import type { RootState } from '../../reducers/rootReducer';
import type { Api } from '../../shared/api';
import { genresRequested, onboardingFinishRequested } from '../../shared/onboarding/actions';
import { GENRE_TOAST_MS } from '../../shared/onboarding/validation';
import { type Watcher, lazy, on, watch } from '../watch';

// The slice's own actions, by type: the slice loads with the genres page, not with the watchers.
const GENRE_TOGGLED: ReturnType<typeof genreToggled>['type'] = 'onboarding/genreToggled';
const TOAST_HIDDEN: ReturnType<typeof genreToastHidden> = {
  type: 'onboarding/genreToastHidden',
  payload: undefined,
};

/** The too-many-genres toast hides after 5 seconds (a timer, not worth a chunk: it starts at once). */
export function* hideToastLater() {
  const toast = yield* select((s: RootState) => s.onboarding.toast);
  if (!toast) return;
  yield* delay(GENRE_TOAST_MS);
  yield* put(TOAST_HIDDEN);
}

const flows = () => import(/* webpackChunkName: "saga-onboarding" */ './onboardingFlows');

export const onboardingWatchers = (api: Api): Watcher[] => [
  on('latest', genresRequested.type, lazy(flows, 'loadGenres'), api),
  on('latest', GENRE_TOGGLED, hideToastLater),
  on('leading', onboardingFinishRequested.type, lazy(flows, 'finishOnboarding'), api),
];

export function* onboardingSaga(api: Api) {
  yield* watch(...onboardingWatchers(api));
}

/**
 * Genre onboarding (accounts-safety-messaging §4, §7): load the genres; a refused fourth genre's
 * toast hides after 5 seconds; Finish posts `preferredTags` (the result is ignored: finishing
 * always goes on to /start/success, which the page navigates to when `finishStatus` is 'done').
 */
import { call, put, select } from 'typed-redux-saga';
import {
  genresFailed,
  genresLoaded,
  onboardingFinished,
  selectOnboarding,
} from '../../reducers/onboarding/onboardingSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';

export function* loadGenres(api: Api) {
  const { genresStatus } = yield* select(selectOnboarding);
  if (genresStatus === 'succeeded') return;
  try {
    yield* put(genresLoaded(yield* call([api.onboarding, api.onboarding.genres])));
  } catch {
    yield* put(genresFailed());
  }
}

export function* finishOnboarding(api: Api) {
  const viewer = yield* select(selectViewer);
  const { selected } = yield* select(selectOnboarding);
  if (!selected.length) return; // Finish needs at least one genre
  if (viewer) {
    const csrfToken = yield* select(selectCsrfToken);
    try {
      yield* call(
        [api.contentSettings, api.contentSettings.setPreferredTags],
        viewer.username,
        selected,
        csrfToken,
      );
    } catch {
      // The result is ignored (§7): onboarding completes either way.
    }
  }
  yield* put(onboardingFinished());
}

/**
 * Genre onboarding (accounts-safety-messaging §4, §7): load the genres; a refused fourth genre's
 * toast hides after 5 seconds; Finish posts `preferredTags` (the result is ignored: finishing
 * always goes on to /start/success, which the page navigates to when `finishStatus` is 'done').
 */
import { call, delay, put, select } from 'typed-redux-saga';
import {
  genreToastHidden,
  genreToggled,
  genresFailed,
  genresLoaded,
  onboardingFinished,
  selectOnboarding,
} from '../../reducers/onboarding/onboardingSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import { genresRequested, onboardingFinishRequested } from '../../shared/onboardingActions';
import { GENRE_TOAST_MS } from '../../shared/validation/onboarding';
import { on, watch } from '../watch';

export function* loadGenres(api: Api) {
  const { genresStatus } = yield* select(selectOnboarding);
  if (genresStatus === 'succeeded') return;
  try {
    yield* put(genresLoaded(yield* call([api.onboarding, api.onboarding.genres])));
  } catch {
    yield* put(genresFailed());
  }
}

export function* hideToastLater() {
  const { toast } = yield* select(selectOnboarding);
  if (!toast) return;
  yield* delay(GENRE_TOAST_MS);
  yield* put(genreToastHidden());
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

export function* onboardingSaga(api: Api) {
  yield* watch(
    on('latest', genresRequested.type, loadGenres, api),
    on('latest', genreToggled.type, hideToastLater),
    on('leading', onboardingFinishRequested.type, finishOnboarding, api),
  );
}

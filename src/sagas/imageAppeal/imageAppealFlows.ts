/** The image appeal's workers (loaded with their first action). */
import { call, put, select } from 'typed-redux-saga';
import { imageAppealActions as a, selectImageAppeal } from '../../reducers/imageAppeal/imageAppealSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import { isApiError } from '../../shared/common/errors';
import type {
  coverFlagRequested,
  imageAppealRequested,
  imageAppealSubmitted,
} from '../../shared/imageAppeal/actions';
import { IMAGE_APPEAL_MESSAGES as M } from '../../shared/imageAppeal/messages';
import { appealReason } from '../../shared/imageAppeal/validation';

/** The page's image (the owner's, flagged); 403 / 404 otherwise. */
export function* loadFlaggedImage(api: Api, action: ReturnType<typeof imageAppealRequested>) {
  const state = yield* select(selectImageAppeal);
  if (state.load === 'ready' && state.image?.imageUrl === action.payload.imageUrl) return;
  try {
    const image = yield* call([api.imageAppeal, api.imageAppeal.flagged], action.payload.imageUrl);
    yield* put(a.loaded({ image, sent: !!action.payload.sent }));
  } catch (err) {
    yield* put(a.loadFailed({ status: isApiError(err) && err.status >= 400 ? err.status : 404 }));
  }
}

/** The appeal's answer text: already appealed, already reviewed, or the general failure. */
export const appealRefusal = (err: unknown): string => {
  const type = isApiError(err) ? err.errorType : undefined;
  if (type === 'submitted') return M.submitted;
  if (type === 'resolved') return M.resolved;
  return M.failure;
};

export function* submitAppeal(api: Api, action: ReturnType<typeof imageAppealSubmitted>) {
  try {
    const csrf = yield* select(selectCsrfToken);
    const { imageUrl, reason } = action.payload;
    yield* call([api.imageAppeal, api.imageAppeal.appeal], imageUrl, appealReason(reason), csrf);
    yield* put(a.sent());
  } catch (err) {
    yield* put(a.refused({ message: appealRefusal(err) }));
  }
}

/** A story cover's flag (skipped when loaded; a failure shows the cover as it is). */
export function* loadCoverFlag(api: Api, action: ReturnType<typeof coverFlagRequested>) {
  const { storyId } = action.payload;
  if ((yield* select(selectImageAppeal)).covers[storyId]) return;
  try {
    yield* put(a.coverFlagLoaded(yield* call([api.imageAppeal, api.imageAppeal.storyCover], storyId)));
  } catch {
    // Not flagged as far as this page knows.
  }
}

/** The signed-in viewer's flagged images (none for a visitor; a failure shows no label). */
export function* loadMine(api: Api) {
  const viewer = yield* select(selectViewer);
  if (!viewer || (yield* select(selectImageAppeal)).mine) return;
  try {
    yield* put(a.mineLoaded(yield* call([api.imageAppeal, api.imageAppeal.mine])));
  } catch {
    yield* put(a.mineLoaded([]));
  }
}

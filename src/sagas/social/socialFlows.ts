/** The social completion page's load, fetched with its first action (`socialSaga.ts` watches it). */
import { call, put } from 'typed-redux-saga';
import { socialActions as a } from '../../reducers/social/socialSlice';
import type { Api } from '../../shared/api';

// A failed load leaves the page without its form, as when nothing is pending (the server sends
// that case to /signup before rendering).
export function* loadCompletion(api: Api) {
  try {
    const form = yield* call([api.social, api.social.completion]);
    if (form) yield* put(a.completionLoaded(form));
  } catch {
    return;
  }
}

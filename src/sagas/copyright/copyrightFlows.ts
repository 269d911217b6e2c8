/** The copyright step's and the DMCA page's workers (loaded with their first action). */
import { call, put, select } from 'typed-redux-saga';
import { copyrightActions as a, selectCopyright } from '../../reducers/copyright/copyrightSlice';
import { selectCsrfToken } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import {
  copyrightAlerted,
  dmcaRequested,
  dmcaSubmitted,
  originalUrlChecked,
} from '../../shared/copyright/actions';
import { isApiError } from '../../shared/common/errors';
import type { DmcaErrors } from '../../shared/copyright/dmca';
import { COPYRIGHT_MESSAGES } from '../../shared/copyright/messages';
import { originalUrlError, parseStoryLink } from '../../shared/copyright/validation';

/** The original URL: the pattern, then the story it names must exist (its title is fetched). */
export function* checkOriginalUrl(api: Api, action: ReturnType<typeof originalUrlChecked>) {
  const { url } = action.payload;
  const patternError = originalUrlError(url);
  const link = parseStoryLink(url);
  if (patternError || !link) {
    yield* put(a.checkFailed({ url, error: patternError ?? COPYRIGHT_MESSAGES.invalidUrl }));
    return;
  }
  try {
    let storyId = link.id;
    if (link.kind === 'part') {
      const part = yield* call([api.copyright, api.copyright.partStory], link.id);
      storyId = Number(part.groupId);
    }
    const story = yield* call([api.copyright, api.copyright.storyTitle], storyId);
    yield* put(a.checkPassed({ url, id: storyId, title: story.title }));
  } catch {
    yield* put(a.checkFailed({ url, error: COPYRIGHT_MESSAGES.invalidUrl }));
  }
}

/** Alert: the report of `storyId` as a copy of the checked original. */
export function* sendCopyrightReport(api: Api, action: ReturnType<typeof copyrightAlerted>) {
  const state = yield* select(selectCopyright);
  if (!state.original) return;
  yield* put(a.reportSending());
  try {
    const csrf = yield* select(selectCsrfToken);
    yield* call([api.copyright, api.copyright.report], action.payload.storyId, state.original.id, csrf);
    yield* put(a.reportSucceeded());
  } catch {
    yield* put(a.reportFailed());
  }
}

/** The DMCA page's preload: the prefilled form (skipped when this query's form is already there). */
export function* loadDmca(api: Api, action: ReturnType<typeof dmcaRequested>) {
  const { sent = false, ...query } = action.payload;
  const key = JSON.stringify(query);
  const { dmca } = yield* select(selectCopyright);
  if (dmca.key === key && dmca.values) return;
  try {
    const values = yield* call([api.copyright, api.copyright.dmcaForm], query);
    yield* put(a.dmcaLoaded({ key, values, sent }));
  } catch {
    const values = yield* call([api.copyright, api.copyright.dmcaForm], {});
    yield* put(a.dmcaLoaded({ key, values, sent }));
  }
}

/** The DMCA notice sent with JavaScript: the ticket, or the server's refusal under its fields. */
export function* submitDmca(api: Api, action: ReturnType<typeof dmcaSubmitted>) {
  try {
    const csrf = yield* select(selectCsrfToken);
    yield* call([api.copyright, api.copyright.fileDmca], action.payload.values, csrf);
    yield* put(a.dmcaSent());
  } catch (err) {
    const errors = (isApiError(err) ? (err.fieldErrors ?? {}) : {}) as DmcaErrors;
    const message = isApiError(err) && err.status < 500 ? err.message : COPYRIGHT_MESSAGES.failure;
    yield* put(a.dmcaRefused({ errors, message }));
  }
}

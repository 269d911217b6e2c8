/**
 * Publish and schedule flows (writing-paid-content.md §4 "Publish flow", "Scheduling", §5
 * "Schedule", §8), and the cover import (§4 "Cover import"):
 * - open: a verified email first (else the please-verify modal), then the story's details (else
 *   the details editor link), then the modal, defaulting by the part's schedule;
 * - publish: "Failed to publish part" unless the answer names an error (`error` with error_count
 *   above 0, else the first of `errors`, else the server's message);
 * - schedule: the answer must hold part_id and scheduled_datetime, else "Failed to schedule part";
 * - unschedule: the answer must hold success true, else "Failed to unschedule part".
 */
import { call, put, select } from 'typed-redux-saga';
import { isApiError, type Api } from '../../shared/api';
import type {
  coverImportRequested,
  importStoriesRequested,
  publishOpened,
  publishPageRequested,
  publishRequested,
  scheduleRequested,
  unscheduleRequested,
} from '../../shared/publishing/actions';
import type { PublishAnswer } from '../../shared/publishing/api';
import { PUBLISHING_MESSAGES as m } from '../../shared/publishing/messages';
import { recoveryActions } from '../../reducers/recovery/recoverySlice';
import { publishingActions as a } from '../../reducers/publishing/publishingSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';

/** The server's own words for a failure, else `fallback` (§8). */
export function failureText(err: unknown, fallback: string): string {
  if (isApiError(err) && err.status >= 400 && err.status < 500 && err.message) {
    const fields = err.fieldErrors ? Object.values(err.fieldErrors) : [];
    return fields[0] || err.message;
  }
  return fallback;
}

/** A publish answer's error: `error` when error_count is above 0, else the first of `errors`. */
export function answerError(answer: PublishAnswer): string | null {
  if ((answer.error_count ?? 0) > 0 && answer.error) return answer.error;
  if (answer.errors?.length) return answer.errors[0];
  return null;
}

/** The please-verify modal, with the viewer's address when it can be read. */
function* openVerifyGate(api: Api) {
  let email: string | null = null;
  try {
    email = (yield* call([api.reverification, api.reverification.status])).email ?? null;
  } catch {
    // The modal works without the address.
  }
  yield* put(recoveryActions.gateOpened({ email }));
}

const isUnverified = (err: unknown) => isApiError(err) && err.status === 403 && err.message === m.verifyFirst;

export function* openPublish(api: Api, action: ReturnType<typeof publishOpened>) {
  const { partId, storyId, schedule } = action.payload;
  if (!(yield* select(selectViewer))) return;
  yield* put(a.checking({ partId, storyId }));
  try {
    const me = yield* call([api.reverification, api.reverification.status]);
    if (!me.verified_email) {
      yield* put(a.closed());
      yield* put(recoveryActions.gateOpened({ email: me.email ?? null }));
      return;
    }
  } catch {
    // The check failing is no reason to refuse: the server decides again.
  }
  try {
    const part = yield* call([api.publishing, api.publishing.part], partId);
    if (!part.storyReady) yield* put(a.detailsNeeded());
    else yield* put(a.modalShown({ part, schedule }));
  } catch (err) {
    yield* put(
      a.modalShown({
        part: { id: partId, storyId, title: '', draft: true, scheduledPublishDate: null, storyReady: true },
        schedule,
      }),
    );
    yield* put(a.failed(failureText(err, m.publishFailed)));
  }
}

export function* publish(api: Api, action: ReturnType<typeof publishRequested>) {
  const { partId } = action.payload;
  yield* put(a.started());
  try {
    const csrf = yield* select(selectCsrfToken);
    const answer = yield* call([api.publishing, api.publishing.publish], partId, csrf);
    const error = answerError(answer);
    if (error) yield* put(a.failed(error));
    else yield* put(a.published({ partId }));
  } catch (err) {
    if (isUnverified(err)) {
      yield* put(a.closed());
      yield* call(openVerifyGate, api);
    } else yield* put(a.failed(failureText(err, m.publishFailed)));
  }
}

export function* schedule(api: Api, action: ReturnType<typeof scheduleRequested>) {
  const { partId, datetime } = action.payload;
  yield* put(a.started());
  try {
    const csrf = yield* select(selectCsrfToken);
    const answer = yield* call([api.publishing, api.publishing.schedule], partId, datetime, csrf);
    if (!answer?.part_id || !answer.scheduled_datetime) yield* put(a.failed(m.scheduleFailed));
    else yield* put(a.scheduled({ partId, datetime: answer.scheduled_datetime }));
  } catch (err) {
    yield* put(a.failed(failureText(err, m.scheduleFailed)));
  }
}

export function* unschedule(api: Api, action: ReturnType<typeof unscheduleRequested>) {
  const { partId } = action.payload;
  yield* put(a.started());
  try {
    const csrf = yield* select(selectCsrfToken);
    const answer = yield* call([api.publishing, api.publishing.unschedule], partId, csrf);
    if (answer?.success !== true) yield* put(a.failed(m.unscheduleFailed));
    else yield* put(a.unscheduled({ partId }));
  } catch (err) {
    yield* put(a.failed(failureText(err, m.unscheduleFailed)));
  }
}

export function* loadImportStories(api: Api, action: ReturnType<typeof importStoriesRequested>) {
  const viewer = yield* select(selectViewer);
  if (!viewer) return;
  yield* put(a.importStoriesLoading());
  try {
    const stories = yield* call([api.publishing, api.publishing.writerStories], viewer.username);
    const first = action.payload.preselected;
    // The pre-chosen story is listed first (§2 "Cover import page").
    const ordered = first
      ? [...stories.filter((s) => s.id === first), ...stories.filter((s) => s.id !== first)]
      : stories;
    yield* put(a.importStoriesLoaded(ordered));
  } catch {
    yield* put(a.importStoriesFailed());
  }
}

export function* importCover(api: Api, action: ReturnType<typeof coverImportRequested>) {
  const { storyId, image } = action.payload;
  yield* put(a.importStarted({ storyId }));
  try {
    const csrf = yield* select(selectCsrfToken);
    yield* call([api.publishing, api.publishing.importCover], storyId, image, csrf);
    yield* put(a.importDone());
  } catch (err) {
    yield* put(a.importFailed(failureText(err, m.coverFailed)));
  }
}

/** The publish page (no JavaScript): the modal's state for the part, as the server renders it. */
export function* loadPublishPage(api: Api, action: ReturnType<typeof publishPageRequested>) {
  const { partId, storyId } = action.payload;
  yield* put(a.checking({ partId, storyId }));
  try {
    const part = yield* call([api.publishing, api.publishing.part], partId);
    if (!part.storyReady) yield* put(a.detailsNeeded());
    else yield* put(a.modalShown({ part }));
  } catch (err) {
    yield* put(a.pageFailed(failureText(err, m.publishFailed)));
  }
}

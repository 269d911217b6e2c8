/**
 * Poll flows (reading-discovery §4 "Poll", §8; writing-paid-content §4 "Poll editor", §8):
 * - load a part's polls once (a visitor's again in the browser: their answers ride on a cookie the
 *   server's render cannot see);
 * - answer: the server refuses the writer and a second answer; an unverified email opens the
 *   please-verify modal; any other failure shows the dismissable toast;
 * - create and delete (the writer's editor): a refused draft shows its message in the editor.
 */
import { call, put, select } from 'typed-redux-saga';
import { isApiError, type Api } from '../../shared/api';
import type {
  pollAnswerRequested,
  pollCreateRequested,
  pollDeleteRequested,
} from '../../shared/polls/actions';
import { pollsRequested } from '../../shared/polls/actions';
import { POLLS_MESSAGES as M } from '../../shared/polls/messages';
import { firstError, validatePollDraft } from '../../shared/polls/validation';
import {
  answerFailed,
  answerStarted,
  answerSucceeded,
  editorDeleting,
  editorFailed,
  editorSaving,
  pollCreated,
  pollDeleted,
  pollsFailed,
  pollsLoaded,
  pollsLoading,
  selectPartPollsStatus,
  selectPollAnswering,
} from '../../reducers/polls/pollsSlice';
import { recoveryActions } from '../../reducers/recovery/recoverySlice';
import { csrfTokenIssued, selectCsrfToken } from '../../reducers/session/sessionSlice';
import type { partLoaded } from '../../reducers/stories/partsSlice';

export function* loadPolls(api: Api, action: ReturnType<typeof pollsRequested>) {
  const { storyId, partId, refresh } = action.payload;
  const status = yield* select(selectPartPollsStatus, partId);
  if (!refresh && (status === 'succeeded' || status === 'loading')) return;
  if (!refresh) yield* put(pollsLoading({ storyId, partId }));
  try {
    const { polls } = yield* call([api.polls, api.polls.list], { storyId, partId });
    yield* put(pollsLoaded({ storyId, partId, polls }));
  } catch {
    // A refresh that fails keeps what the page shows.
    if (!refresh) yield* put(pollsFailed({ storyId, partId }));
  }
}

export function* loadForPart(api: Api, action: ReturnType<typeof partLoaded>) {
  const { part } = action.payload;
  yield* call(loadPolls, api, pollsRequested({ storyId: part.groupId, partId: part.id }));
}

/** The token for a write: a visitor's page may be served without one (it stays cacheable). */
function* writeToken(api: Api) {
  const token = yield* select(selectCsrfToken);
  if (token) return token;
  try {
    const { csrfToken } = yield* call([api.accounts, api.accounts.csrfToken]);
    yield* put(csrfTokenIssued(csrfToken));
    return csrfToken;
  } catch {
    return null;
  }
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

export function* answerPoll(api: Api, action: ReturnType<typeof pollAnswerRequested>) {
  const { storyId, partId, pollId, optionId } = action.payload;
  if (yield* select(selectPollAnswering, pollId)) return;
  yield* put(answerStarted({ pollId }));
  try {
    const token = yield* call(writeToken, api);
    const poll = yield* call([api.polls, api.polls.answer], { storyId, partId }, pollId, optionId, token);
    yield* put(answerSucceeded({ partId, poll }));
  } catch (e) {
    if (isApiError(e) && e.errorType === 'EmailNotVerified') {
      yield* put(answerFailed({ pollId, toast: null }));
      yield* call(openVerifyGate, api);
      return;
    }
    yield* put(answerFailed({ pollId, toast: M.failed }));
  }
}

export function* createPoll(api: Api, action: ReturnType<typeof pollCreateRequested>) {
  const { storyId, partId, draft } = action.payload;
  const invalid = firstError(
    validatePollDraft(
      draft.question,
      draft.options.map((o) => o.text),
    ),
  );
  if (invalid) {
    yield* put(editorFailed({ error: invalid, toast: null }));
    return;
  }
  yield* put(editorSaving());
  try {
    const token = yield* select(selectCsrfToken);
    const poll = yield* call([api.polls, api.polls.create], { storyId, partId }, draft, token);
    yield* put(pollCreated({ partId, poll }));
  } catch (e) {
    // The server's rule messages (the same rules) show in the editor; the rest is the toast (§8).
    if (isApiError(e) && e.status === 400) yield* put(editorFailed({ error: e.message, toast: null }));
    else yield* put(editorFailed({ error: null, toast: M.failed }));
  }
}

export function* deletePoll(api: Api, action: ReturnType<typeof pollDeleteRequested>) {
  const { storyId, partId, pollId } = action.payload;
  yield* put(editorDeleting());
  try {
    const token = yield* select(selectCsrfToken);
    yield* call([api.polls, api.polls.remove], { storyId, partId }, pollId, token);
    yield* put(pollDeleted({ partId, pollId }));
  } catch {
    yield* put(editorFailed({ error: null, toast: M.failed }));
  }
}

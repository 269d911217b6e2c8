/**
 * The writing studio's flows (issue 28 #1, #5): load the writer's stories and a story's settings,
 * create a story, save the settings (the server checks them again), tag suggestions (debounced; a
 * failure gives none), and the story notes: a failed load is empty notes, a failed save a toast
 * (writing-paid-content §4).
 */
import { call, delay, put, select } from 'typed-redux-saga';
import {
  createFailed,
  notesLoaded,
  notesSaved,
  notesSaveFailed,
  settingsSaved,
  settingsSaveFailed,
  storyCreated,
  storyFailed,
  storyLoaded,
  suggestionsLoaded,
  worksFailed,
  worksLoaded,
} from '../../reducers/myworks/myworksSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import { toErrorInfo } from '../../reducers/types';
import type { Api } from '../../shared/api';
import type {
  myStoryRequested,
  notesRequested,
  notesSaveRequested,
  settingsSaveRequested,
  tagSuggestionsRequested,
} from '../../shared/myworks/actions';
import { MYWORKS_MESSAGES as M, NOTES_MESSAGES as N } from '../../shared/myworks/messages';
import { emptyNotes, notesFromWire, notesToWire } from '../../shared/myworks/notes';

export function* loadMyWorks(api: Api) {
  if (!(yield* select(selectViewer))) return;
  try {
    const page = yield* call([api.myworks, api.myworks.list]);
    yield* put(worksLoaded(page.stories));
  } catch (e) {
    yield* put(worksFailed(toErrorInfo(e)));
  }
}

export function* createStory(api: Api) {
  const csrfToken = yield* select(selectCsrfToken);
  try {
    yield* put(storyCreated(yield* call([api.myworks, api.myworks.create], csrfToken)));
  } catch {
    yield* put(createFailed(M.createFailed));
  }
}

export function* loadMyStory(api: Api, action: ReturnType<typeof myStoryRequested>) {
  if (!(yield* select(selectViewer))) return;
  const { id } = action.payload;
  try {
    yield* put(storyLoaded(yield* call([api.myworks, api.myworks.get], id)));
  } catch (e) {
    yield* put(storyFailed({ id, error: toErrorInfo(e) }));
  }
}

export function* saveSettings(api: Api, action: ReturnType<typeof settingsSaveRequested>) {
  const csrfToken = yield* select(selectCsrfToken);
  try {
    const saved = yield* call(
      [api.myworks, api.myworks.save],
      action.payload.id,
      action.payload.input,
      csrfToken,
    );
    yield* put(settingsSaved(saved));
  } catch (e) {
    const err = e as { message?: string; fieldErrors?: Record<string, string>; status?: number };
    // Bad input: the server's message (under its field when it names one); else ours.
    const message = err.status && err.status < 500 && err.message ? err.message : M.saveFailed;
    yield* put(settingsSaveFailed({ message, fieldErrors: err.fieldErrors }));
  }
}

/** Debounce before asking for tag suggestions while the writer types. */
export const SUGGEST_DEBOUNCE_MS = 200;

export function* suggestTags(api: Api, action: ReturnType<typeof tagSuggestionsRequested>) {
  const term = action.payload.term.replace(/[#\\]/g, '').trim();
  if (!term) {
    yield* put(suggestionsLoaded([]));
    return;
  }
  yield* delay(SUGGEST_DEBOUNCE_MS);
  try {
    const tags = yield* call([api.search, api.search.tagAutocomplete], term, action.payload.exclude);
    yield* put(suggestionsLoaded(tags.filter((t) => !action.payload.exclude.includes(t)).slice(0, 10)));
  } catch {
    yield* put(suggestionsLoaded([]));
  }
}

export function* loadNotes(api: Api, action: ReturnType<typeof notesRequested>) {
  const storyId = action.payload.id;
  try {
    const wire = yield* call([api.myworks, api.myworks.notes], storyId);
    yield* put(notesLoaded({ storyId, notes: wire ? notesFromWire(wire) : emptyNotes() }));
  } catch {
    // §4: a load failure is treated as empty notes.
    yield* put(notesLoaded({ storyId, notes: emptyNotes() }));
  }
}

export function* saveNotes(api: Api, action: ReturnType<typeof notesSaveRequested>) {
  const { id, notes, submit } = action.payload;
  const csrfToken = yield* select(selectCsrfToken);
  try {
    const body = { ...notesToWire(Number(id), notes), ...(submit ? { submitted: true } : {}) };
    yield* call([api.myworks, api.myworks.saveNotes], body, csrfToken);
    yield* put(notesSaved({ submitted: submit }));
  } catch {
    yield* put(notesSaveFailed(N.saveFailed));
  }
}

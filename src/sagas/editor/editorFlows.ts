/**
 * The part editor's flows (issue 28 #2): load the part; autosave (after AUTOSAVE_DEBOUNCE_MS
 * without an edit, or at once on Retry): "Saving…", then "Saved", or the error state with the
 * edits kept in the store (nothing is lost: the next edit or Retry sends everything again); the
 * parts list's new part, move and delete (any unsaved text is saved first).
 */
import { call, delay, put, select } from 'typed-redux-saga';
import {
  editorFailed,
  editorLoaded,
  partCreated,
  partsChanged,
  partsFailed,
  partsStarted,
  saveFailed,
  saveStarted,
  saveSucceeded,
  selectEditor,
} from '../../reducers/editor/editorSlice';
import { selectCsrfToken } from '../../reducers/session/sessionSlice';
import { toErrorInfo } from '../../reducers/types';
import type { Api } from '../../shared/api';
import type { editorRequested, partDeleteRequested, partMoveRequested } from '../../shared/editor/actions';
import { EDITOR_MESSAGES as M } from '../../shared/editor/messages';
import { AUTOSAVE_DEBOUNCE_MS } from '../../shared/editor/validation';

export function* loadEditor(api: Api, action: ReturnType<typeof editorRequested>) {
  const s = yield* select(selectEditor);
  if (s.status === 'succeeded' && s.doc?.part.id === action.payload.partId) return;
  try {
    yield* put(editorLoaded(yield* call([api.editor, api.editor.load], action.payload.partId)));
  } catch (e) {
    yield* put(editorFailed(toErrorInfo(e)));
  }
}

/** Sends what the writer sees now, if the server does not have it yet (or the last save failed). */
export function* saveNow(api: Api) {
  const s = yield* select(selectEditor);
  if (!s.doc || (s.revision <= s.savedRevision && s.save !== 'error')) return;
  const { revision } = s;
  const csrfToken = yield* select(selectCsrfToken);
  yield* put(saveStarted());
  try {
    const saved = yield* call(
      [api.editor, api.editor.saveText],
      s.doc.part.id,
      { title: s.title, text: s.html },
      csrfToken,
    );
    yield* put(saveSucceeded({ revision, saved }));
  } catch (e) {
    const info = toErrorInfo(e);
    // A refusal (too long, …) says why; anything else is the generic "kept here" text.
    yield* put(saveFailed(info.status >= 400 && info.status < 500 ? info.message : M.saveFailed));
  }
}

/** After each edit (the watcher keeps only the latest): wait for a pause, then save. */
export function* autosave(api: Api) {
  yield* delay(AUTOSAVE_DEBOUNCE_MS);
  yield* call(saveNow, api);
}

function* storyId() {
  const s = yield* select(selectEditor);
  return s.doc ? s.doc.story.id : null;
}

export function* createPart(api: Api) {
  const id = yield* call(storyId);
  if (id === null) return;
  yield* call(saveNow, api);
  yield* put(partsStarted());
  try {
    const created = yield* call([api.editor, api.editor.createPart], id, yield* select(selectCsrfToken));
    yield* put(partCreated(created.url));
  } catch {
    yield* put(partsFailed(M.partsFailed));
  }
}

export function* movePart(api: Api, action: ReturnType<typeof partMoveRequested>) {
  const s = yield* select(selectEditor);
  if (!s.doc) return;
  const ids = s.doc.story.parts.map((p) => p.id);
  const i = ids.indexOf(action.payload.partId);
  const j = i + action.payload.step;
  if (i < 0 || j < 0 || j >= ids.length) return;
  [ids[i], ids[j]] = [ids[j], ids[i]];
  yield* put(partsStarted());
  try {
    const csrfToken = yield* select(selectCsrfToken);
    yield* put(partsChanged(yield* call([api.editor, api.editor.reorder], s.doc.story.id, ids, csrfToken)));
  } catch {
    yield* put(partsFailed(M.partsFailed));
  }
}

export function* deletePart(api: Api, action: ReturnType<typeof partDeleteRequested>) {
  yield* call(saveNow, api);
  yield* put(partsStarted());
  try {
    const csrfToken = yield* select(selectCsrfToken);
    yield* put(
      partsChanged(yield* call([api.editor, api.editor.deletePart], action.payload.partId, csrfToken)),
    );
  } catch {
    yield* put(partsFailed(M.partsFailed));
  }
}

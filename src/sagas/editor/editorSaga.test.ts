import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { editorLoaded, saveFailed, saveStarted, saveSucceeded } from '../../reducers/editor/editorSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import type { Viewer } from '../../shared/common/session';
import { editorEdited, editorSaveRequested, partMoveRequested } from '../../shared/editor/actions';
import type { EditorDocument, SaveTextBody, SavedText } from '../../shared/editor/api';
import { EDITOR_MESSAGES as M } from '../../shared/editor/messages';
import { AUTOSAVE_DEBOUNCE_MS } from '../../shared/editor/validation';
import { fakeApi } from '../../shared/test/fakeApi';
import { SEQUENCE_RUN_MS } from '../../shared/test/sagaRun';
import { editorSaga } from './editorSaga';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const viewer = { id: 3, username: 'bram_stone', name: 'Bram' } as Viewer;

const DOC: EditorDocument = {
  story: {
    id: 2,
    title: 'Ongoing',
    parts: [
      { id: 11, title: 'One', status: 'published', wordCount: 3 },
      { id: 12, title: 'Two', status: 'draft', wordCount: 0 },
    ],
  },
  part: {
    id: 11,
    storyId: 2,
    title: 'One',
    text: '<p data-p-id="0123456789abcdef0123456789abcdef">Three words here</p>',
    text_hash: 'h0',
    wordCount: 3,
    status: 'published',
    scheduledPublishDate: null,
    modifyDate: '2026-11-01T00:00:00Z',
  },
};

function loaded(): RootState {
  const state = rootReducer(undefined, { type: '@@init' });
  const withDoc = rootReducer(state, editorLoaded(DOC));
  return { ...withDoc, session: { ...withDoc.session, viewer, csrfToken: 'tok' } };
}

const saved = (body: SaveTextBody): SavedText => ({
  id: 11,
  title: body.title,
  text: body.text,
  text_hash: 'h1',
  wordCount: 2,
  length: 10,
  modifyDate: '2026-11-27T00:00:00Z',
  paragraphs: [],
});

/** Autosave's pause, made instant (the test asserts the flow, not the clock). */
const noPause = {
  call(effect: { args: unknown[] }, next: () => unknown) {
    return effect.args[0] === AUTOSAVE_DEBOUNCE_MS ? undefined : next();
  },
} as unknown as StaticProvider;

describe('autosave', () => {
  it('after an edit: "Saving…" then "Saved", sending the latest title and text', async () => {
    const saveText = jest.fn(async (_id: number, body: SaveTextBody) => saved(body));
    const { storeState } = await expectSaga(editorSaga, fakeApi({ editor: { saveText } }))
      .provide(noPause)
      .withReducer(rootReducer, loaded())
      .dispatch(editorEdited({ title: 'New title' }))
      .dispatch(editorEdited({ html: '<p>Two words</p>', wordCount: 2 }))
      .put(saveStarted())
      .put.like({ action: { type: saveSucceeded.type } })
      .silentRun(SEQUENCE_RUN_MS);
    expect(saveText).toHaveBeenLastCalledWith(11, { title: 'New title', text: '<p>Two words</p>' }, 'tok');
    expect(storeState.editor.save).toBe('saved');
    expect(storeState.editor.wordCount).toBe(2);
    expect(storeState.editor.doc.story.parts[0]).toMatchObject({ title: 'New title', wordCount: 2 });
  });

  it('a failed save shows the error state and keeps the edits; Retry saves them', async () => {
    let fail = true;
    const saveText = jest.fn(async (_id: number, body: SaveTextBody) => {
      if (fail) throw new Error('network down');
      return saved(body);
    });
    const api = fakeApi({ editor: { saveText } });
    const first = await expectSaga(editorSaga, api)
      .provide(noPause)
      .withReducer(rootReducer, loaded())
      .dispatch(editorEdited({ html: '<p>Keep me</p>', wordCount: 2 }))
      .put(saveFailed(M.saveFailed))
      .silentRun(SEQUENCE_RUN_MS);
    expect(first.storeState.editor).toMatchObject({
      save: 'error',
      saveError: M.saveFailed,
      html: '<p>Keep me</p>',
    });

    fail = false;
    const retried = await expectSaga(editorSaga, api)
      .withReducer(rootReducer, first.storeState)
      .dispatch(editorSaveRequested())
      .put(saveStarted())
      .silentRun(SEQUENCE_RUN_MS);
    expect(saveText).toHaveBeenLastCalledWith(11, { title: 'One', text: '<p>Keep me</p>' }, 'tok');
    expect(retried.storeState.editor.save).toBe('saved');
    expect(retried.storeState.editor.revision).toBe(retried.storeState.editor.savedRevision);
  });

  it('a refused save (too long) says why', async () => {
    const refusal = Object.assign(new Error(M.textTooLong(400_000)), { status: 400, code: 1005 });
    const api = fakeApi({ editor: { saveText: async () => Promise.reject(refusal) } });
    const { storeState } = await expectSaga(editorSaga, api)
      .provide(noPause)
      .withReducer(rootReducer, loaded())
      .dispatch(editorEdited({ html: '<p>x</p>', wordCount: 1 }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(storeState.editor.saveError).toBe(M.textTooLong(400_000));
  });

  it('with nothing new to save, Retry sends nothing', async () => {
    const saveText = jest.fn();
    await expectSaga(editorSaga, fakeApi({ editor: { saveText } }))
      .withReducer(rootReducer, loaded())
      .dispatch(editorSaveRequested())
      .silentRun(30);
    expect(saveText).not.toHaveBeenCalled();
  });
});

describe('parts list', () => {
  it('moves a part down: sends the whole new order and shows the answer', async () => {
    const reorder = jest.fn(async (_story: number, ids: number[]) =>
      ids.map((id) => DOC.story.parts.find((p) => p.id === id)!),
    );
    const { storeState } = await expectSaga(editorSaga, fakeApi({ editor: { reorder } }))
      .withReducer(rootReducer, loaded())
      .dispatch(partMoveRequested({ partId: 11, step: 1 }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(reorder).toHaveBeenCalledWith(2, [12, 11], 'tok');
    expect(storeState.editor.doc.story.parts.map((p: { id: number }) => p.id)).toEqual([12, 11]);
  });

  it('a failed move leaves the order and says so', async () => {
    const api = fakeApi({ editor: { reorder: async () => Promise.reject(new Error('503')) } });
    const { storeState } = await expectSaga(editorSaga, api)
      .withReducer(rootReducer, loaded())
      .dispatch(partMoveRequested({ partId: 11, step: 1 }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(storeState.editor.partsError).toBe(M.partsFailed);
    expect(storeState.editor.doc.story.parts.map((p: { id: number }) => p.id)).toEqual([11, 12]);
  });
});

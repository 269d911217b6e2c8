import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { ApiError } from '../../shared/common/errors';
import type { Viewer } from '../../shared/common/session';
import {
  myStoryRequested,
  notesRequested,
  notesSaveRequested,
  settingsSaveRequested,
  storyCreateRequested,
  tagSuggestionsRequested,
} from '../../shared/myworks/actions';
import type { MyStoryPage, StorySettings } from '../../shared/myworks/api';
import { MYWORKS_MESSAGES as M, NOTES_MESSAGES as N } from '../../shared/myworks/messages';
import { emptyNotes, type StoryNotesWire } from '../../shared/myworks/notes';
import type { StorySettingsInput } from '../../shared/myworks/validation';
import { fakeApi } from '../../shared/test/fakeApi';
import { SEQUENCE_RUN_MS } from '../../shared/test/sagaRun';
import { myworksSaga } from './myworksSaga';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const viewer = { id: 2, username: 'ava_writes', name: 'Ava' } as Viewer;

function signedIn(): RootState {
  const state = rootReducer(undefined, { type: '@@init' });
  return { ...state, session: { ...state.session, viewer, csrfToken: 'tok' } };
}

const INPUT: StorySettingsInput = {
  title: 'The Lantern Road',
  description: 'A walk at night.',
  tags: ['night'],
  category: 4,
  language: 1,
  mature: false,
  completed: true,
  copyright: 3,
};
const SETTINGS: StorySettings = { ...INPUT, id: '42', cover: '', url: '', parts: [] };
const PAGE: MyStoryPage = {
  story: { ...SETTINGS, title: 'Untitled Story', copyright: 1 },
  categories: [{ id: 4, name: 'Fantasy' }],
  languages: [{ id: 1, name: 'English' }],
};

describe('story settings', () => {
  it('loads the story, saves the details with the CSRF token and shows the saved story', async () => {
    const save = jest.fn(async () => SETTINGS);
    const api = fakeApi({ myworks: { get: async () => PAGE, save } });
    const { storeState } = await expectSaga(myworksSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(myStoryRequested({ id: '42' }))
      .delay(10)
      .dispatch(settingsSaveRequested({ id: '42', input: INPUT }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(save).toHaveBeenCalledWith('42', INPUT, 'tok');
    expect(storeState.myworks.save.status).toBe('saved');
    expect(storeState.myworks.story.page?.story).toMatchObject({ title: 'The Lantern Road', copyright: 3 });
  });

  it("shows the server's refusal under its field, and ours when the server fails", async () => {
    const refused = new ApiError(400, 1005, M.tagSpaces, 'InvalidValue', { tags: M.tagSpaces });
    const api = fakeApi({ myworks: { save: async () => Promise.reject(refused) } });
    const { storeState } = await expectSaga(myworksSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(settingsSaveRequested({ id: '42', input: INPUT }))
      .silentRun(30);
    expect(storeState.myworks.save).toEqual({
      status: 'failed',
      message: M.tagSpaces,
      fieldErrors: { tags: M.tagSpaces },
    });
    const down = fakeApi({ myworks: { save: async () => Promise.reject(new Error('503')) } });
    const after = await expectSaga(myworksSaga, down)
      .withReducer(rootReducer, signedIn())
      .dispatch(settingsSaveRequested({ id: '42', input: INPUT }))
      .silentRun(30);
    expect(after.storeState.myworks.save.message).toBe(M.saveFailed);
  });

  it('a 403 story is a failed load the page shows as not yours', async () => {
    const api = fakeApi({
      myworks: { get: async () => Promise.reject(new ApiError(403, 1154, M.notYours, 'AccessDenied')) },
    });
    const { storeState } = await expectSaga(myworksSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(myStoryRequested({ id: '42' }))
      .silentRun(30);
    expect(storeState.myworks.story).toMatchObject({ status: 'failed', error: { status: 403, code: 1154 } });
  });

  it('creates a story (the page then opens its part) and toasts a failed create', async () => {
    const ok = fakeApi({ myworks: { create: async () => ({ storyId: '77', partId: 1200 }) } });
    const made = await expectSaga(myworksSaga, ok)
      .withReducer(rootReducer, signedIn())
      .dispatch(storyCreateRequested())
      .silentRun(30);
    expect(made.storeState.myworks.create.created).toEqual({ storyId: '77', partId: 1200 });
    const failing = fakeApi({ myworks: { create: async () => Promise.reject(new Error('503')) } });
    const failed = await expectSaga(myworksSaga, failing)
      .withReducer(rootReducer, signedIn())
      .dispatch(storyCreateRequested())
      .silentRun(30);
    expect(failed.storeState.myworks.toast).toBe(M.createFailed);
  });

  it('suggests tags after a pause, without the chosen ones; a failure suggests none', async () => {
    const tagAutocomplete = jest.fn(async () => ['night', 'nightmare', 'nights']);
    const { storeState } = await expectSaga(myworksSaga, fakeApi({ search: { tagAutocomplete } }))
      .withReducer(rootReducer, signedIn())
      .dispatch(tagSuggestionsRequested({ term: 'n', exclude: ['night'] }))
      .dispatch(tagSuggestionsRequested({ term: '#nig', exclude: ['night'] }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(tagAutocomplete).toHaveBeenCalledTimes(1); // debounced: the last term only
    expect(tagAutocomplete).toHaveBeenCalledWith('nig', ['night']);
    expect(storeState.myworks.suggestions).toEqual(['nightmare', 'nights']);
    const failing = fakeApi({ search: { tagAutocomplete: async () => Promise.reject(new Error('x')) } });
    const after = await expectSaga(myworksSaga, failing)
      .withReducer(rootReducer, signedIn())
      .dispatch(tagSuggestionsRequested({ term: 'nig', exclude: [] }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(after.storeState.myworks.suggestions).toEqual([]);
  });
});

describe('story notes', () => {
  const WIRE: StoryNotesWire = {
    id: 42,
    protagonist: { ...emptyNotes().protagonist, name: 'Ivy', attributes: 'brave,curious' },
    protagonist_goal: emptyNotes().protagonist_goal,
    opportunity: { ...emptyNotes().opportunity, types: 'books,paid' },
  };

  it('loads the notes with their comma-joined lists split', async () => {
    const api = fakeApi({ myworks: { notes: async () => WIRE } });
    const { storeState } = await expectSaga(myworksSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(notesRequested({ id: '42' }))
      .silentRun(30);
    expect(storeState.myworks.notes.status).toBe('succeeded');
    expect(storeState.myworks.notes.notes.protagonist).toMatchObject({
      name: 'Ivy',
      attributes: ['brave', 'curious'],
    });
    expect(storeState.myworks.notes.notes.opportunity.types).toEqual(['books', 'paid']);
  });

  it('treats a failed load as empty notes (§4)', async () => {
    const api = fakeApi({ myworks: { notes: async () => Promise.reject(new Error('500')) } });
    const { storeState } = await expectSaga(myworksSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(notesRequested({ id: '42' }))
      .silentRun(30);
    expect(storeState.myworks.notes).toMatchObject({
      storyId: '42',
      status: 'succeeded',
      notes: emptyNotes(),
    });
    expect(storeState.myworks.toast).toBeNull();
  });

  it('saves trimmed, comma-joined notes ("Saved"), submits ("Submitted")', async () => {
    const saveNotes = jest.fn(async () => WIRE);
    const notes = {
      ...emptyNotes(),
      protagonist: { ...emptyNotes().protagonist, name: '  Ivy ', attributes: ['a', 'b'] },
    };
    const { storeState } = await expectSaga(myworksSaga, fakeApi({ myworks: { saveNotes } }))
      .withReducer(rootReducer, signedIn())
      .dispatch(notesSaveRequested({ id: '42', notes, submit: false }))
      .silentRun(30);
    expect(saveNotes).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 42,
        protagonist: expect.objectContaining({ name: 'Ivy', attributes: 'a,b' }),
      }),
      'tok',
    );
    expect(saveNotes.mock.calls[0]).not.toHaveProperty('0.submitted');
    expect(storeState.myworks.notes.label).toBe('saved');
    const submitted = await expectSaga(myworksSaga, fakeApi({ myworks: { saveNotes } }))
      .withReducer(rootReducer, signedIn())
      .dispatch(notesSaveRequested({ id: '42', notes, submit: true }))
      .silentRun(30);
    expect(saveNotes).toHaveBeenLastCalledWith(expect.objectContaining({ submitted: true }), 'tok');
    expect(submitted.storeState.myworks.notes.label).toBe('submitted');
  });

  it('toasts a failed save and keeps the edits', async () => {
    const api = fakeApi({ myworks: { saveNotes: async () => Promise.reject(new Error('503')) } });
    const notes = { ...emptyNotes(), protagonist: { ...emptyNotes().protagonist, name: 'Ivy' } };
    const { storeState } = await expectSaga(myworksSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(notesSaveRequested({ id: '42', notes, submit: false }))
      .silentRun(30);
    expect(storeState.myworks.toast).toBe(N.saveFailed);
    expect(storeState.myworks.notes.label).toBeNull();
    expect(storeState.myworks.notes.saving).toBeNull();
  });
});

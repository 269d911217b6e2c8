import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import {
  blockedTagAdded,
  contentSettingsLoaded,
  matureToggled,
} from '../../reducers/contentSettings/contentSettingsSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { ApiError } from '../../shared/common/errors';
import type { Viewer } from '../../shared/common/session';
import { contentSettingsMessages as m } from '../../shared/contentSettings/messages';
import {
  contentSettingsApplyRequested,
  contentSettingsRequested,
  tagSuggestionsRequested,
} from '../../shared/contentSettings/actions';
import { fakeApi } from '../../shared/test/fakeApi';
import { contentSettingsSaga } from './contentSettingsSaga';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const viewer = { id: 7, username: 'reader_rosa', name: 'Rosa' } as Viewer;
const settings = { includeMature: false, blockedTags: ['gore'], tagLimit: 5, unblockableTags: ['featured'] };

function signedIn(loaded = true): RootState {
  const state = rootReducer(undefined, loaded ? contentSettingsLoaded(settings) : { type: '@@init' });
  return { ...state, session: { ...state.session, viewer, csrfToken: 'tok' } };
}

const apis = () => ({
  setIncludeMature: jest.fn(async () => undefined),
  setBlockedTags: jest.fn(async () => undefined),
});

describe('content settings saga', () => {
  it('loads the viewer’s settings', async () => {
    const get = jest.fn(async () => settings);
    const { storeState } = await expectSaga(contentSettingsSaga, fakeApi({ contentSettings: { get } }))
      .withReducer(rootReducer, signedIn(false))
      .dispatch(contentSettingsRequested())
      .silentRun(50);
    expect(get).toHaveBeenCalledWith('reader_rosa');
    expect(storeState.contentSettings.status).toBe('received');
    expect(storeState.contentSettings.edited.blockedTags).toEqual(['gore']);
  });

  it('shows the load failure', async () => {
    const get = jest.fn(async () => Promise.reject(new ApiError(503, 0, 'down')));
    const { storeState } = await expectSaga(contentSettingsSaga, fakeApi({ contentSettings: { get } }))
      .withReducer(rootReducer, signedIn(false))
      .dispatch(contentSettingsRequested())
      .silentRun(50);
    expect(storeState.contentSettings.status).toBe('error');
    expect(storeState.contentSettings.error).toBe(m.loadFailed);
  });

  it('Apply sends only includeMature when only the toggle changed, then thanks', async () => {
    const cs = apis();
    const { storeState } = await expectSaga(contentSettingsSaga, fakeApi({ contentSettings: cs }))
      .withReducer(rootReducer, signedIn())
      .dispatch(matureToggled())
      .dispatch(contentSettingsApplyRequested())
      .silentRun(50);
    expect(cs.setIncludeMature).toHaveBeenCalledWith('reader_rosa', true, 'tok');
    expect(cs.setBlockedTags).not.toHaveBeenCalled();
    expect(storeState.contentSettings.confirmation).toBe(m.thanks);
  });

  it('Apply sends only blockedTags when only the list changed; nothing when nothing changed', async () => {
    const cs = apis();
    await expectSaga(contentSettingsSaga, fakeApi({ contentSettings: cs }))
      .withReducer(rootReducer, signedIn())
      .dispatch(blockedTagAdded('Vampires'))
      .dispatch(contentSettingsApplyRequested())
      .silentRun(50);
    expect(cs.setBlockedTags).toHaveBeenCalledWith('reader_rosa', ['gore', 'vampires'], 'tok');
    expect(cs.setIncludeMature).not.toHaveBeenCalled();

    const idle = apis();
    const { storeState } = await expectSaga(contentSettingsSaga, fakeApi({ contentSettings: idle }))
      .withReducer(rootReducer, signedIn())
      .dispatch(contentSettingsApplyRequested())
      .silentRun(50);
    expect(idle.setBlockedTags).not.toHaveBeenCalled();
    expect(idle.setIncludeMature).not.toHaveBeenCalled();
    expect(storeState.contentSettings.applyStatus).toBe('noChanges');
  });

  it('shows the server’s refusal, or the generic failure message', async () => {
    const setBlockedTags = jest.fn(async () => {
      throw new ApiError(400, 1005, m.limitReached);
    });
    const { storeState } = await expectSaga(
      contentSettingsSaga,
      fakeApi({ contentSettings: { setBlockedTags } }),
    )
      .withReducer(rootReducer, signedIn())
      .dispatch(blockedTagAdded('x'))
      .dispatch(contentSettingsApplyRequested())
      .silentRun(50);
    expect(storeState.contentSettings.applyStatus).toBe('failed');
    expect(storeState.contentSettings.error).toBe(m.limitReached);

    const down = jest.fn(async () => Promise.reject(new ApiError(0, 0, 'Network error')));
    const failed = await expectSaga(
      contentSettingsSaga,
      fakeApi({ contentSettings: { setIncludeMature: down } }),
    )
      .withReducer(rootReducer, signedIn())
      .dispatch(matureToggled())
      .dispatch(contentSettingsApplyRequested())
      .silentRun(50);
    expect(failed.storeState.contentSettings.error).toBe(m.saveFailed);
  });

  it('suggests tags excluding chosen ones; a failure gives no suggestions', async () => {
    const tagAutocomplete = jest.fn(async () => ['gore', 'ghosts']);
    const ok = await expectSaga(contentSettingsSaga, fakeApi({ search: { tagAutocomplete } }))
      .withReducer(rootReducer, signedIn())
      .dispatch(tagSuggestionsRequested({ term: 'G' }))
      .silentRun(400);
    expect(tagAutocomplete).toHaveBeenCalledWith('g', ['gore']);
    expect(ok.storeState.contentSettings.suggestions).toEqual(['ghosts']);
    const failing = jest.fn(async () => {
      throw new Error('down');
    });
    const bad = await expectSaga(contentSettingsSaga, fakeApi({ search: { tagAutocomplete: failing } }))
      .withReducer(rootReducer, { ...signedIn(), contentSettings: ok.storeState.contentSettings })
      .dispatch(tagSuggestionsRequested({ term: 'gh' }))
      .silentRun(400);
    expect(bad.storeState.contentSettings.suggestions).toEqual([]);
  });
});

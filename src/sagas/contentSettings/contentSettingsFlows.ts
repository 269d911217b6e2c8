/**
 * Content settings (accounts-safety-messaging §4, §7, §8): load the viewer's settings; tag
 * suggestions from the tag autocomplete excluding chosen tags (failure → none); Apply sends only
 * what changed (includeMature if it differs, blockedTags if the list differs) and confirms.
 */
import { call, put, select } from 'typed-redux-saga';
import {
  contentSettingsApplied,
  contentSettingsApplyFailed,
  contentSettingsFailed,
  contentSettingsLoaded,
  selectContentSettings,
  tagSuggestionsLoaded,
} from '../../reducers/contentSettings/contentSettingsSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import { isApiError, type Api } from '../../shared/api';
import { contentSettingsMessages as m } from '../../shared/contentSettings/messages';
import { tagSuggestionsRequested } from '../../shared/contentSettings/actions';
import { changedSettings, normalizeTag } from '../../shared/contentSettings/validation';

export function* loadContentSettings(api: Api) {
  const viewer = yield* select(selectViewer);
  const { status } = yield* select(selectContentSettings);
  if (!viewer || status === 'received') return;
  try {
    yield* put(
      contentSettingsLoaded(yield* call([api.contentSettings, api.contentSettings.get], viewer.username)),
    );
  } catch {
    yield* put(contentSettingsFailed(m.loadFailed));
  }
}

export function* suggestTags(api: Api, action: ReturnType<typeof tagSuggestionsRequested>) {
  const term = normalizeTag(action.payload.term);
  if (!term) {
    yield* put(tagSuggestionsLoaded([]));
    return;
  }
  const { edited } = yield* select(selectContentSettings);
  try {
    const tags = yield* call([api.search, api.search.tagAutocomplete], term, edited.blockedTags);
    yield* put(tagSuggestionsLoaded(tags));
  } catch {
    yield* put(tagSuggestionsLoaded([])); // §8: autocomplete failure → empty suggestions
  }
}

export function* applyContentSettings(api: Api) {
  const viewer = yield* select(selectViewer);
  const { saved, edited } = yield* select(selectContentSettings);
  if (!viewer || !saved) return;
  const changes = changedSettings(saved, edited);
  if (changes.includeMature === undefined && changes.blockedTags === undefined) {
    yield* put(contentSettingsApplied({ changed: false, message: null }));
    return;
  }
  const csrfToken = yield* select(selectCsrfToken);
  const cs = api.contentSettings;
  try {
    if (changes.includeMature !== undefined)
      yield* call([cs, cs.setIncludeMature], viewer.username, changes.includeMature, csrfToken);
    if (changes.blockedTags !== undefined)
      yield* call([cs, cs.setBlockedTags], viewer.username, changes.blockedTags, csrfToken);
    yield* put(contentSettingsApplied({ changed: true, message: m.thanks }));
  } catch (e) {
    // A refusal (400) carries the spec's message; anything else gets the generic one.
    const message = isApiError(e) && e.status === 400 && e.message ? e.message : m.saveFailed;
    yield* put(contentSettingsApplyFailed(message));
  }
}

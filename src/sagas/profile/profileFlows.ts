/** The profile page: load once per username (SSR then hydration), follow/unfollow with the spec's toasts. */
import { call, put, select } from 'typed-redux-saga';
import {
  followFailed,
  followSucceeded,
  followToggled,
  profileFailed,
  profileKey,
  profileLoaded,
  profileWorksFailed,
  profileWorksLoaded,
  selectProfile,
} from '../../reducers/profile/profileSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import { toErrorInfo } from '../../reducers/types';
import type { Api } from '../../shared/api';
import { PROFILE_WORKS_PAGE, profileWorksShown } from '../../shared/profile/works';
import { FOLLOW_MESSAGES as F } from '../../shared/lists/messages';
import { profileRequested } from '../../shared/profile/actions';

/**
 * The profile once per username (SSR, then hydration does not refetch), then its published works
 * up to `works` (`?works=`, "Show more"), a page at a time. A failed page leaves the works shown.
 */
export function* loadProfile(api: Api, action: ReturnType<typeof profileRequested>) {
  const { username } = action.payload;
  const works = profileWorksShown(action.payload.works);
  const key = profileKey(username);
  const state = yield* select(selectProfile);
  if (state.key !== key || state.status !== 'succeeded' || !state.data) {
    try {
      const data = yield* call([api.profile, api.profile.profile], username);
      yield* put(profileLoaded({ key, data }));
    } catch (e) {
      yield* put(profileFailed({ key, error: toErrorInfo(e) }));
      return;
    }
  }
  for (;;) {
    const shown = (yield* select(selectProfile)).data?.stories;
    if (!shown || shown.stories.length >= Math.min(works, shown.total)) return;
    const offset = shown.stories.length;
    try {
      const page = yield* call([api.profile, api.profile.works], username, {
        offset,
        limit: PROFILE_WORKS_PAGE,
      });
      yield* put(profileWorksLoaded({ key, page, offset }));
    } catch {
      yield* put(profileWorksFailed());
      return;
    }
    // Nothing new (the works shrank meanwhile): stop rather than ask again.
    if (((yield* select(selectProfile)).data?.stories.stories.length ?? 0) <= offset) return;
  }
}

export function* toggleFollow(api: Api, action: ReturnType<typeof followToggled>) {
  const { username, follow } = action.payload;
  const failed = follow ? F.followFailed : F.unfollowFailed;
  const viewer = yield* select(selectViewer);
  if (!viewer) {
    yield* put(followFailed({ message: failed }));
    return;
  }
  const csrfToken = yield* select(selectCsrfToken);
  try {
    yield* call([api.profile, api.profile.follow], viewer.username, username, follow, csrfToken);
    yield* put(followSucceeded({ follow }));
  } catch {
    yield* put(followFailed({ message: failed }));
  }
}

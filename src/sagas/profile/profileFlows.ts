/** The profile page: load once per username (SSR then hydration), follow/unfollow with the spec's toasts. */
import { call, put, select } from 'typed-redux-saga';
import {
  followFailed,
  followSucceeded,
  followToggled,
  profileFailed,
  profileKey,
  profileLoaded,
  selectProfile,
} from '../../reducers/profile/profileSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import { toErrorInfo } from '../../reducers/types';
import type { Api } from '../../shared/api';
import { FOLLOW_MESSAGES as F } from '../../shared/messages/lists';
import { profileRequested } from '../../shared/profileActions';

export function* loadProfile(api: Api, action: ReturnType<typeof profileRequested>) {
  const { username } = action.payload;
  const key = profileKey(username);
  const state = yield* select(selectProfile);
  if (state.key === key && state.status === 'succeeded' && state.data) return; // loaded by SSR
  try {
    const data = yield* call([api.users, api.users.profile], username);
    yield* put(profileLoaded({ key, data }));
  } catch (e) {
    yield* put(profileFailed({ key, error: toErrorInfo(e) }));
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
    yield* call([api.users, api.users.follow], viewer.username, username, follow, csrfToken);
    yield* put(followSucceeded({ follow }));
  } catch {
    yield* put(followFailed({ message: failed }));
  }
}

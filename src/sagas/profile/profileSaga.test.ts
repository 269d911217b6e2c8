import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { followToggled } from '../../reducers/profile/profileSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import type { Viewer } from '../../shared/common/session';
import type { StoryCard } from '../../shared/stories/api';
import type { ProfilePageData, UserProfile } from '../../shared/profile/api';
import { profileRequested } from '../../shared/profile/actions';
import { fakeApi } from '../../shared/test/fakeApi';
import { profileSaga } from './profileSaga';
import { SEQUENCE_RUN_MS } from '../../shared/test/sagaRun';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const viewer = { id: 7, username: 'reader_rosa', name: 'Rosa' } as Viewer;

function withViewer(v: Viewer | null): RootState {
  const state = rootReducer(undefined, { type: '@@init' });
  return { ...state, session: { ...state.session, viewer: v, csrfToken: v ? 'tok' : null } };
}

const page = (following: boolean, numFollowers: number): ProfilePageData => ({
  user: { username: 'ava_writes', name: 'Ava', following, numFollowers } as UserProfile,
  stories: { stories: [], total: 0, nextUrl: null },
  lists: [],
});

describe('profile saga', () => {
  it('loads the profile once per username (hydration does not refetch)', async () => {
    const profile = jest.fn(async () => page(false, 3));
    const { storeState } = await expectSaga(profileSaga, fakeApi({ profile: { profile } }))
      .withReducer(rootReducer, withViewer(viewer))
      .dispatch(profileRequested({ username: 'ava_writes' }))
      .delay(5)
      .dispatch(profileRequested({ username: 'AVA_writes' }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(profile).toHaveBeenCalledTimes(1);
    expect(storeState.profile.data?.user.numFollowers).toBe(3);
  });

  it('follows: the follower count moves by one and the button flips', async () => {
    const follow = jest.fn(async () => undefined);
    const { storeState } = await expectSaga(
      profileSaga,
      fakeApi({ profile: { profile: async () => page(false, 3), follow } }),
    )
      .withReducer(rootReducer, withViewer(viewer))
      .dispatch(profileRequested({ username: 'ava_writes' }))
      .delay(5)
      .dispatch(followToggled({ username: 'ava_writes', follow: true }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(follow).toHaveBeenCalledWith('reader_rosa', 'ava_writes', true, 'tok');
    expect(storeState.profile.data?.user).toMatchObject({ following: true, numFollowers: 4 });
    expect(storeState.profile.toast).toBeNull();
  });

  it('shows "Follow failed. Please try again." / "Unfollow failed. Please try again." and keeps the count', async () => {
    const api = fakeApi({
      profile: { profile: async () => page(true, 3), follow: async () => Promise.reject(new Error('503')) },
    });
    const unfollow = await expectSaga(profileSaga, api)
      .withReducer(rootReducer, withViewer(viewer))
      .dispatch(profileRequested({ username: 'ava_writes' }))
      .delay(5)
      .dispatch(followToggled({ username: 'ava_writes', follow: false }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(unfollow.storeState.profile.toast).toBe('Unfollow failed. Please try again.');
    expect(unfollow.storeState.profile.data?.user).toMatchObject({ following: true, numFollowers: 3 });
    const follow = await expectSaga(profileSaga, api)
      .withReducer(rootReducer, withViewer(viewer))
      .dispatch(followToggled({ username: 'ava_writes', follow: true }))
      .silentRun(30);
    expect(follow.storeState.profile.toast).toBe('Follow failed. Please try again.');
  });

  it('Show more (?works=40): loads the next page of works after those shown, then stops at the total', async () => {
    const work = (i: number) => ({ id: String(i), title: `Work ${i}` }) as StoryCard;
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => work(from + i));
    const first: ProfilePageData = {
      ...page(false, 1),
      stories: { stories: range(0, 20), total: 25, nextUrl: 'n' },
    };
    const works = jest.fn(async (_u: string, p: { offset: number; limit: number }) => ({
      stories: range(p.offset, Math.min(25, p.offset + p.limit)),
      total: 25,
      nextUrl: null,
    }));
    const { storeState } = await expectSaga(
      profileSaga,
      fakeApi({ profile: { profile: async () => first, works } }),
    )
      .withReducer(rootReducer, withViewer(null))
      .dispatch(profileRequested({ username: 'ava_writes' }))
      .delay(5)
      .dispatch(profileRequested({ username: 'ava_writes', works: 40 }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(works).toHaveBeenCalledTimes(1);
    expect(works).toHaveBeenCalledWith('ava_writes', { offset: 20, limit: 20 });
    expect(storeState.profile.data?.stories.stories.map((s: StoryCard) => s.id)).toEqual(
      range(0, 25).map((s) => s.id),
    );
    expect(storeState.profile.data?.stories.nextUrl).toBeNull();
  });

  it('a page of works that fails keeps the works shown and says so (the page offers Show more again)', async () => {
    const first: ProfilePageData = { ...page(false, 1), stories: { stories: [], total: 30, nextUrl: 'n' } };
    const api = fakeApi({
      profile: { profile: async () => first, works: async () => Promise.reject(new Error('503')) },
    });
    const { storeState } = await expectSaga(profileSaga, api)
      .withReducer(rootReducer, withViewer(null))
      .dispatch(profileRequested({ username: 'ava_writes', works: 40 }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(storeState.profile).toMatchObject({ status: 'succeeded', worksStatus: 'failed' });
  });

  it('marks a missing user as failed (the page shows not found)', async () => {
    const { ApiError } = await import('../../shared/common/errors');
    const api = fakeApi({
      profile: { profile: async () => Promise.reject(new ApiError(404, 1014, 'User not found', 'NotFound')) },
    });
    const { storeState } = await expectSaga(profileSaga, api)
      .withReducer(rootReducer, withViewer(null))
      .dispatch(profileRequested({ username: 'nobody' }))
      .silentRun(30);
    expect(storeState.profile).toMatchObject({ status: 'failed', error: { code: 1014, status: 404 } });
  });
});

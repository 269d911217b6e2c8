/**
 * The mute and block flows replayed (accounts-safety-messaging §4, §8): confirm, call, toast and
 * `…Succeeded`; a dismissed confirmation calls nothing; the failures' texts (467's server message,
 * unblock's own text); blocking a muted account shows the blocked toast and unblocking it leaves
 * it muted; the settings lists load.
 */
import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { relationWith, selectMutedList, selectSafetyToast } from '../../reducers/safety/safetySlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { ApiError } from '../../shared/api';
import { SAFETY_REFUSED_CODE } from '../../shared/safety/api';
import * as a from '../../shared/safety/actions';
import { SAFETY_MESSAGES as M } from '../../shared/safety/messages';
import { fakeApi } from '../../shared/test/fakeApi';
import { makeViewer } from '../../shared/test/storyFixtures';
import { watch } from '../watch';
import { safetyWatchers } from './safetySaga';
import './safetyFlows';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const initial = (): RootState => {
  const s = rootReducer(undefined, { type: '@@init' });
  return { ...s, session: { ...s.session, viewer: makeViewer(), csrfToken: 'tok' } };
};
const bram = { username: 'bram_stone', name: 'Bram' };

function replay(api: ReturnType<typeof fakeApi>, ...actions: Parameters<typeof expectSaga>[1][]) {
  const saga = expectSaga(watch, ...safetyWatchers(api)).withReducer(rootReducer, initial());
  // Each action after the flow had its turn (the calls answer asynchronously).
  for (const action of actions) saga.dispatch(action as never).delay(5);
  return saga.silentRun(100);
}

describe('mute and block flows', () => {
  it('mutes after the confirmation: the call, the toast, the flag', async () => {
    const mute = jest.fn(async () => ({}));
    const { storeState, effects } = await replay(
      fakeApi({ safety: { mute } }),
      a.muteRequested(bram),
      a.confirmAccepted(),
    );
    expect(mute).toHaveBeenCalledWith('bram_stone', 'tok');
    expect(selectSafetyToast(storeState)).toBe(M.muted('Bram'));
    expect(relationWith(storeState, 'Bram_Stone', { muted: false, blocked: false }).muted).toBe(true);
    expect(storeState.safety.confirm).toBeNull();
    expect(
      effects.put?.some(
        (p) => (p as { payload: { action: { type: string } } }).payload.action.type === a.muteSucceeded.type,
      ),
    ).toBe(true);
  });

  it('calls nothing when the confirmation is dismissed', async () => {
    const mute = jest.fn(async () => ({}));
    const { storeState } = await replay(
      fakeApi({ safety: { mute } }),
      a.muteRequested(bram),
      a.confirmDismissed(),
    );
    expect(mute).not.toHaveBeenCalled();
    expect(selectSafetyToast(storeState)).toBeNull();
  });

  it("shows a 467's server message, else the mute failure text", async () => {
    const refused = new ApiError(403, SAFETY_REFUSED_CODE, "Staff accounts can't be muted.");
    const first = await replay(
      fakeApi({ safety: { mute: jest.fn(async () => Promise.reject(refused)) } }),
      a.muteRequested(bram),
      a.confirmAccepted(),
    );
    expect(selectSafetyToast(first.storeState)).toBe("Staff accounts can't be muted.");
    const second = await replay(
      fakeApi({ safety: { mute: jest.fn(async () => Promise.reject(new ApiError(500, 1, 'boom'))) } }),
      a.muteRequested(bram),
      a.confirmAccepted(),
    );
    expect(selectSafetyToast(second.storeState)).toBe(M.muteFailed);
  });

  it('unblock failure says its own text; unblocking a muted account leaves it muted', async () => {
    const failed = await replay(
      fakeApi({ safety: { unblock: jest.fn(async () => Promise.reject(new ApiError(400, 1, 'no'))) } }),
      a.unblockRequested(bram),
      a.confirmAccepted(),
    );
    expect(selectSafetyToast(failed.storeState)).toBe(M.unblockFailed);
    const api = fakeApi({
      safety: {
        mute: jest.fn(async () => ({})),
        block: jest.fn(async () => ({})),
        unblock: jest.fn(async () => ({})),
      },
    });
    const { storeState } = await replay(
      api,
      a.muteRequested(bram),
      a.confirmAccepted(),
      a.blockRequested(bram),
      a.confirmAccepted(),
    );
    expect(selectSafetyToast(storeState)).toBe(M.blocked('Bram'));
    const after = rootReducer(
      rootReducer(storeState, a.unblockSucceeded(bram)),
      a.toastShown(M.unblocked('Bram')),
    );
    expect(relationWith(after, 'bram_stone', { muted: false, blocked: false })).toEqual({
      muted: true,
      blocked: false,
    });
  });

  it('loads the muted list for the settings section', async () => {
    const muted = jest.fn(async () => [{ name: 'bram_stone', username: 'bram_stone', avatar: '/a.png' }]);
    const { storeState } = await replay(fakeApi({ safety: { muted } }), a.mutedListRequested());
    expect(selectMutedList(storeState)).toEqual({
      users: [{ username: 'bram_stone', avatar: '/a.png' }],
      loaded: true,
      error: null,
    });
  });
});

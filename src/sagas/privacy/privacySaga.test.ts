import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../reducers/rootReducer';
import { privacyActions as a } from '../../reducers/privacy/privacySlice';
import { ApiError } from '../../shared/common/errors';
import type { Viewer } from '../../shared/common/session';
import { makeViewer } from '../../shared/test/storyFixtures';
import { fakeApi } from '../../shared/test/fakeApi';
import { privacySaga } from './privacySaga';

const viewer = makeViewer({ id: 7, username: 'rosa', name: 'Rosa' });
const base = rootReducer(undefined, { type: 'init' });
const withSession = (v: Viewer | null) => ({ ...base, session: { viewer: v, csrfToken: 'csrf-1' } });

describe('privacySaga', () => {
  it('stores a signed-in user’s opt-out with the CSRF token and shows the success state', async () => {
    const putCcpa = jest.fn(async () => ({ optout: true }));
    const { storeState } = await expectSaga(privacySaga, fakeApi({ privacy: { putCcpa } }))
      .withReducer(rootReducer, withSession(viewer))
      .dispatch(a.ccpaLoaded({ optout: false }))
      .dispatch(a.optOutSubmitted())
      .put(a.optOutSucceeded())
      .silentRun(50);
    expect(putCcpa).toHaveBeenCalledWith('rosa', true, 'csrf-1');
    expect(storeState.privacy).toMatchObject({ status: 'ready', optedOut: true, justOptedOut: true });
  });

  it('sends a visitor’s opt-out to the cookie route', async () => {
    const optOutVisitor = jest.fn(async () => ({ optout: true }));
    await expectSaga(privacySaga, fakeApi({ privacy: { optOutVisitor } }))
      .withReducer(rootReducer, withSession(null))
      .dispatch(a.optOutSubmitted())
      .put(a.optOutSucceeded())
      .silentRun(50);
    expect(optOutVisitor).toHaveBeenCalledWith('csrf-1');
  });

  it('ends in the failed state when the request fails', async () => {
    const api = fakeApi({
      privacy: {
        putCcpa: async () => {
          throw new ApiError(500, 0, 'boom');
        },
      },
    });
    const { storeState } = await expectSaga(privacySaga, api)
      .withReducer(rootReducer, withSession(viewer))
      .dispatch(a.optOutSubmitted())
      .put(a.optOutFailed())
      .silentRun(50);
    expect(storeState.privacy.status).toBe('failed');
  });
});

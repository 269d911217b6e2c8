import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../reducers/rootReducer';
import { reverificationActions as a } from '../../reducers/reverification/reverificationSlice';
import type { Viewer } from '../../shared/common/session';
import { socialMessages as m } from '../../shared/social/messages';
import { fakeApi } from '../../shared/test/fakeApi';
import { reverificationSaga } from './reverificationSaga';
import { SEQUENCE_RUN_MS } from '../../shared/test/sagaRun';

const viewer: Viewer = {
  id: 7,
  username: 'rosa',
  name: 'Rosa',
  avatar: '',
  isSysAdmin: false,
  isStaff: false,
  isPremium: false,
  languageId: 1,
};
const signedIn = () => ({
  ...rootReducer(undefined, { type: 'init' }),
  session: { viewer, csrfToken: 'tok' },
});
const status = (is_email_reverified: boolean) => ({
  email: 'rosa@example.org',
  verified_email: true,
  email_reverification_status: { is_email_reverified, max_skips: 3, days_between_reminders: 3 },
});

describe('reverificationSaga', () => {
  it('opens the modal without a reminder cookie, confirms with the CSRF token and thanks the user', async () => {
    const confirm = jest.fn(async () => undefined);
    const api = fakeApi({ reverification: { status: async () => status(false), confirm } });
    const { storeState } = await expectSaga(reverificationSaga, api, () => undefined)
      .withReducer(rootReducer, signedIn())
      .dispatch(a.checkRequested({ cookie: '' }))
      .put(a.shown({ email: 'rosa@example.org', daysBetweenReminders: 3 }))
      .dispatch(a.confirmRequested())
      .put(a.confirmed({ toast: m.emailConfirmed }))
      .silentRun(50);
    expect(confirm).toHaveBeenCalledWith('rosa', 'tok');
    expect(storeState.reverification).toMatchObject({
      view: 'closed',
      toast: 'Thank you for confirming your email.',
    });
  });

  it('stays closed for a re-verified user or while the reminder cookie lives', async () => {
    for (const [re, cookie] of [
      [true, ''],
      [false, 'email_reverify_reminder=1; email_reverify_skips=1'],
    ] as const) {
      const api = fakeApi({ reverification: { status: async () => status(re) } });
      const { storeState } = await expectSaga(reverificationSaga, api, () => undefined)
        .withReducer(rootReducer, signedIn())
        .dispatch(a.checkRequested({ cookie }))
        .silentRun(50);
      expect(storeState.reverification.view).toBe('closed');
    }
  });

  it('skip writes the reminder cookies and shows the 3-day toast', async () => {
    const written: string[][] = [];
    const api = fakeApi({ reverification: { status: async () => status(false) } });
    const { storeState } = await expectSaga(reverificationSaga, api, (c: string[]) => void written.push(c))
      .withReducer(rootReducer, signedIn())
      .dispatch(a.checkRequested({ cookie: 'email_reverify_reminder=1; email_reverify_skips=4' }))
      .put(a.shown({ email: 'rosa@example.org', daysBetweenReminders: 3 }))
      .delay(10)
      .dispatch(a.skipRequested({ cookie: 'email_reverify_skips=4' }))
      .put(a.skipped({ toast: "We'll send you a reminder in 3 days" }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(written[0][0]).toContain('email_reverify_reminder=1; Max-Age=259200');
    expect(written[0][1]).toContain('email_reverify_skips=5');
    expect(storeState.reverification.view).toBe('closed');
  });

  it('a failed status call shows nothing', async () => {
    const statusFn = jest.fn(async () => {
      throw new Error('down');
    });
    const api = fakeApi({ reverification: { status: statusFn } });
    const { storeState } = await expectSaga(reverificationSaga, api, () => undefined)
      .withReducer(rootReducer, signedIn())
      .dispatch(a.checkRequested({ cookie: '' }))
      .silentRun(50);
    expect(storeState.reverification.view).toBe('closed');
  });
});

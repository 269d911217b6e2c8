import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../reducers/rootReducer';
import { settingsActions as a } from '../../reducers/settings/settingsSlice';
import { signedInSettingsState } from '../../reducers/settings/settingsTestState';
import type { RootState } from '../../reducers/rootReducer';
import { ApiError } from '../../shared/common/errors';
import { settingsMessages as m } from '../../shared/settings/messages';
import { fakeApi } from '../../shared/test/fakeApi';
import { settingsSaga } from './settingsSaga';

const state: RootState = { ...rootReducer(undefined, { type: '@@init' }), ...signedInSettingsState() };
const emailForm = { id: 7, email: 'new@example.org', confirm_email: 'new@example.org', password: 'pw' };

describe('change email flow', () => {
  it('checks the address on blur (pending → check), sends the form with the CSRF token and ends in the email-sent dialog', async () => {
    const validateEmail = jest.fn(async () => undefined);
    const updateEmail = jest.fn(async () => ({ email: 'new@example.org' }));
    const { storeState } = await expectSaga(
      settingsSaga,
      fakeApi({ settings: { validateEmail, updateEmail } }),
    )
      .withReducer(rootReducer, state)
      .dispatch(a.modalOpened('email'))
      .dispatch(a.emailBlurred({ email: 'new@example.org' }))
      .put(a.emailChecked({ email: 'new@example.org', message: null }))
      .dispatch(a.emailChangeSubmitted(emailForm))
      .put(a.emailChangeSucceeded({ email: 'new@example.org' }))
      .silentRun(50);
    expect(updateEmail).toHaveBeenCalledWith(emailForm, 'tok');
    expect(storeState.settings.modal).toBe('emailSent');
    expect(storeState.settings.emailCheck.state).toBe('check');
    expect(storeState.settings.account?.email).toBe('new@example.org');
    expect(storeState.settings.account?.verified_email).toBe(false);
  });

  it('shows the server’s message as a warning on blur, and a refused password under its field', async () => {
    const api = fakeApi({
      settings: {
        validateEmail: async () => {
          throw new ApiError(400, 1171, 'An account with this email address may already exist.');
        },
        updateEmail: async () => {
          throw new ApiError(400, 467, m.wrongPassword, 'InvalidValue', { password: m.wrongPassword });
        },
      },
    });
    const { storeState } = await expectSaga(settingsSaga, api)
      .withReducer(rootReducer, state)
      .dispatch(a.modalOpened('email'))
      .dispatch(a.emailBlurred({ email: 'taken@example.org' }))
      .dispatch(a.emailChangeSubmitted(emailForm))
      .silentRun(50);
    expect(storeState.settings.emailCheck).toEqual({
      email: 'taken@example.org',
      state: 'warning',
      message: 'An account with this email address may already exist.',
    });
    expect(storeState.settings.modal).toBe('email');
    expect(storeState.settings.fieldErrors).toEqual({ password: m.wrongPassword });
  });
});

describe('change password flow', () => {
  const body = { id: 7, old_password: 'old', new_password: 'lantern-orchard-41' };

  it('asks for /login?nexturl=/settings (with the notice) after success', async () => {
    const updatePassword = jest.fn(async () => undefined);
    const { storeState } = await expectSaga(settingsSaga, fakeApi({ settings: { updatePassword } }))
      .withReducer(rootReducer, state)
      .dispatch(a.modalOpened('password'))
      .dispatch(a.passwordChangeSubmitted(body))
      .silentRun(50);
    expect(updatePassword).toHaveBeenCalledWith(body, 'tok');
    expect(storeState.settings.redirectTo).toBe('passwordChanged');
  });

  it('shows a 467 under the current-password field and keeps the dialog open', async () => {
    const api = fakeApi({
      settings: {
        updatePassword: async () => {
          throw new ApiError(400, 467, 'The password you entered is incorrect.');
        },
      },
    });
    const { storeState } = await expectSaga(settingsSaga, api)
      .withReducer(rootReducer, state)
      .dispatch(a.modalOpened('password'))
      .dispatch(a.passwordChangeSubmitted(body))
      .put(a.changeRefused({ old_password: 'The password you entered is incorrect.' }))
      .silentRun(50);
    expect(storeState.settings.modal).toBe('password');
    expect(storeState.settings.redirectTo).toBeNull();
  });

  it('closes the dialog on any other failure and keeps the server’s message for the toast', async () => {
    const api = fakeApi({
      settings: {
        updatePassword: async () => {
          throw new ApiError(503, 1000, 'Database unavailable.');
        },
      },
    });
    const { storeState } = await expectSaga(settingsSaga, api)
      .withReducer(rootReducer, state)
      .dispatch(a.modalOpened('password'))
      .dispatch(a.passwordChangeSubmitted(body))
      .silentRun(50);
    expect(storeState.settings.modal).toBe('none');
    expect(storeState.settings.toast).toBe('Database unavailable.');
  });
});

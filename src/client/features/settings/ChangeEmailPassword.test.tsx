import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInSettingsState, testAccount } from '../../../reducers/settings/settingsTestState';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { AccountSection } from './AccountSection';
import { createSettingsHttpApi } from './http';

/** What `POST /apiv2/updateuseremail` answers for a wrong password (settingsService: code 467 under `password`). */
const wrongPasswordBody = {
  result: 'ERROR',
  error_type: 'InvalidValue',
  error_code: 467,
  code: 467,
  message: m.wrongPassword,
  fieldErrors: { password: m.wrongPassword },
};

describe('change email with a wrong password (the real HTTP client)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('shows the message under the password field, not under New email', async () => {
    global.fetch = jest.fn(async (url: unknown) => {
      const body = String(url).includes('/apiv2/updateuseremail') ? wrongPasswordBody : { result: 'OK' };
      const status = String(url).includes('/apiv2/updateuseremail') ? 400 : 200;
      return {
        ok: status < 400,
        status,
        statusText: '',
        headers: { get: () => 'application/json' },
        json: async () => body,
      } as unknown as Response;
    }) as typeof fetch;
    renderWithProviders(<AccountSection account={testAccount} edit={undefined} />, {
      api: fakeApi({ settings: createSettingsHttpApi('') }),
      preloadedState: signedInSettingsState(),
    });
    await userEvent.click(screen.getByRole('link', { name: m.changeEmail }));
    await userEvent.type(screen.getByLabelText(m.newEmail), 'new@example.org');
    await userEvent.tab();
    await screen.findByText(`✓ ${m.emailAvailable}`);
    await userEvent.type(screen.getByLabelText(m.confirmEmail), 'new@example.org');
    await userEvent.type(screen.getByLabelText(m.yourPassword), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: m.save }));

    const password = screen.getByLabelText(m.yourPassword);
    await screen.findByText(m.wrongPassword);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      m.wrongPassword,
    );
    expect(screen.getByLabelText(m.newEmail).getAttribute('aria-invalid')).toBeNull();
  });
});

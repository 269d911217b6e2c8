import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInSettingsState, testAccount } from '../../../reducers/settings/settingsTestState';
import { ApiError } from '../../../shared/common/errors';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { AccountSection } from './AccountSection';

function setup(validateEmail: (email: string) => Promise<void>, edit?: string) {
  const updateEmail = jest.fn(async () => ({ email: 'new@example.org' }));
  renderWithProviders(<AccountSection account={testAccount} edit={edit} />, {
    api: fakeApi({ settings: { validateEmail, updateEmail } }),
    preloadedState: signedInSettingsState(),
  });
  return { updateEmail };
}

describe('change email dialog', () => {
  it('checks the email on blur (pending, then check) and enables Save only when all is valid', async () => {
    let release: () => void = () => undefined;
    const validateEmail = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { updateEmail } = setup(validateEmail);
    await userEvent.click(screen.getByRole('link', { name: m.changeEmail }));
    const dialog = screen.getByRole('dialog', { name: m.changeEmail });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: m.save });
    expect(save.disabled).toBe(true);

    await userEvent.type(screen.getByLabelText(m.newEmail), 'new@example.org');
    await userEvent.tab();
    screen.getByText(m.emailChecking);
    release();
    await screen.findByText(`✓ ${m.emailAvailable}`);
    expect(validateEmail).toHaveBeenCalledWith('new@example.org');

    await userEvent.type(screen.getByLabelText(m.confirmEmail), 'other@example.org');
    screen.getByText(m.emailMismatch);
    await userEvent.type(screen.getByLabelText(m.yourPassword), 'secret');
    expect(save.disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText(m.confirmEmail));
    await userEvent.type(screen.getByLabelText(m.confirmEmail), 'new@example.org');
    expect(screen.queryByText(m.emailMismatch)).toBeNull();
    expect(save.disabled).toBe(false);
    expect(dialog.querySelector('a[href="/forgot?nextUrl=settings"]')).not.toBeNull();

    await userEvent.click(save);
    await screen.findByRole('dialog', { name: m.emailSentTitle });
    screen.getByText(m.emailSentBody('new@example.org'));
    expect(updateEmail).toHaveBeenCalledWith(
      { id: 7, email: 'new@example.org', confirm_email: 'new@example.org', password: 'secret' },
      'tok',
    );
  });

  it('shows the server’s warning for a taken email and the required message for an empty one', async () => {
    setup(async () => {
      throw new ApiError(
        400,
        1171,
        'An account with this email address may already exist. Try using another email address.',
      );
    });
    await userEvent.click(screen.getByRole('link', { name: m.changeEmail }));
    await userEvent.click(screen.getByLabelText(m.newEmail));
    await userEvent.tab();
    screen.getByText(m.emailRequired);
    await userEvent.type(screen.getByLabelText(m.newEmail), 'taken@example.org');
    await userEvent.tab();
    const warning = await screen.findByText(/An account with this email address may already exist/);
    expect(warning.getAttribute('data-state')).toBe('warning');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: m.save }).disabled).toBe(true);
  });

  it('opens from a link to ?edit=email (the verify-email modal’s Change email)', async () => {
    setup(async () => undefined, 'email');
    await screen.findByRole('dialog', { name: m.changeEmail });
    expect(screen.getAllByLabelText(m.newEmail, { exact: true })).toHaveLength(1);
  });
});

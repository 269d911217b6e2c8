import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../shared/common/errors';
import { sectionMessages as sm } from '../../../shared/settings/sectionMessages';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { VerifyEmailModal } from '../recovery/VerifyEmailModal';
import { ResendVerification } from './AccountExtras';

const session = { viewer: null, csrfToken: 'tok' };

function renderResend(resendActivation: () => Promise<{ email: string }>) {
  return renderWithProviders(
    <>
      <ResendVerification userId={8} />
      <VerifyEmailModal />
    </>,
    { api: fakeApi({ recovery: { resendActivation } }), preloadedState: { session } },
  );
}

describe('Resend email in the account settings (JavaScript on)', () => {
  it('sends the activation email and shows the spec success dialog', async () => {
    const resendActivation = jest.fn(async () => ({ email: 'sam@example.com' }));
    renderResend(resendActivation);
    await userEvent.click(screen.getByRole('button', { name: sm.resendEmail }));
    const dialog = await screen.findByRole('dialog', { name: sm.resendSentTitle });
    expect(dialog.textContent).toContain(sm.resendSentBody('sam@example.com'));
    // Opened by the settings' own button: not the "you need to verify first" prompt.
    expect(dialog.textContent).not.toContain('before you can do this');
    expect(resendActivation).toHaveBeenCalledWith('tok');
  });

  it('shows the spec failure dialog when the mail cannot be sent', async () => {
    renderResend(async () => {
      throw new ApiError(502, 1000, 'Please try again or change your email.');
    });
    await userEvent.click(screen.getByRole('button', { name: sm.resendEmail }));
    const dialog = await screen.findByRole('dialog', { name: sm.resendFailedTitle });
    expect(dialog.textContent).toContain(sm.resendFailedBody);
    expect(screen.getByRole('link', { name: 'Change email' }).getAttribute('href')).toBe(
      '/settings?section=account&edit=email',
    );
  });
});

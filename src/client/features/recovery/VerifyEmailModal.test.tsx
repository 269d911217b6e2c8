import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../shared/common/errors';
import { recoveryActions } from '../../../reducers/recovery/recoverySlice';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { VerifyEmailModal } from './VerifyEmailModal';

const session = { viewer: null, csrfToken: 'tok' };

describe('please-verify-email modal', () => {
  it('resends the email with the CSRF token and shows the success view', async () => {
    const resendActivation = jest.fn(async () => ({ email: 'sam@example.com' }));
    const { store } = renderWithProviders(<VerifyEmailModal />, {
      api: fakeApi({ recovery: { resendActivation } }),
      preloadedState: { session },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.dispatch(recoveryActions.gateOpened({ email: 'sam@example.com' }));
    });
    screen.getByRole('dialog', { name: m.verifyPromptTitle });
    // 'Change email' opens the change-email form itself (spec §2), not the bare account section.
    expect(screen.getByRole('link', { name: m.changeEmail }).getAttribute('href')).toBe(
      '/settings?section=account&edit=email',
    );
    await userEvent.click(screen.getByRole('button', { name: m.resendEmail }));
    await screen.findByRole('dialog', { name: m.resendSentTitle });
    screen.getByText(m.resendSentBody('sam@example.com'));
    expect(resendActivation).toHaveBeenCalledTimes(1);
    expect(resendActivation).toHaveBeenCalledWith('tok');
  });

  it('shows the failure view when the server refuses', async () => {
    const resendActivation = jest.fn(async () => {
      throw new ApiError(429, 429, 'Too many requests.');
    });
    const { store } = renderWithProviders(<VerifyEmailModal />, {
      api: fakeApi({ recovery: { resendActivation } }),
      preloadedState: { session },
    });
    act(() => {
      store.dispatch(recoveryActions.gateOpened({ email: 'sam@example.com' }));
    });
    await userEvent.click(screen.getByRole('button', { name: m.resendEmail }));
    await screen.findByRole('dialog', { name: m.resendFailedTitle });
    screen.getByText(m.resendFailedBody);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

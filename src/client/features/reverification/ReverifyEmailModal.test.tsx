import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootReducer } from '../../../reducers/rootReducer';
import { routerStateFor } from '../../../reducers/router/routerSlice';
import type { Viewer } from '../../../shared/common/session';
import { socialMessages as m } from '../../../shared/social/messages';
import { fakeApi } from '../../../shared/test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ReverifyEmailGate as ReverifyEmailModal } from './ReverifyEmailGate';

const viewer: Viewer = {
  id: 3,
  username: 'rosa',
  name: 'Rosa',
  avatar: '',
  isSysAdmin: false,
  isStaff: false,
  isPremium: false,
  languageId: 1,
};
const state = (path: string) => ({
  ...rootReducer(undefined, { type: 'init' }),
  session: { viewer, csrfToken: 't' },
  router: routerStateFor(path),
});
const api = (confirm = jest.fn(async () => undefined)) =>
  fakeApi({
    reverification: {
      status: async () => ({
        email: 'rosa@example.org',
        verified_email: true,
        email_reverification_status: { is_email_reverified: false, max_skips: 3, days_between_reminders: 3 },
      }),
      confirm,
    },
  });

describe('ReverifyEmailModal', () => {
  beforeEach(() => {
    document.cookie = 'email_reverify_reminder=; Max-Age=0; Path=/';
    document.cookie = 'email_reverify_skips=; Max-Age=0; Path=/';
  });

  it('asks on /home; "This is my current email" confirms and thanks', async () => {
    const confirm = jest.fn(async () => undefined);
    renderWithProviders(<ReverifyEmailModal />, { preloadedState: state('/home'), api: api(confirm) });
    const dialog = await screen.findByRole('dialog', { name: m.reverifyTitle });
    expect(dialog.textContent).toContain('rosa@example.org');
    // 'I need to update my email' opens the change-email form itself (spec §2).
    expect(screen.getByRole('link', { name: m.updateEmail }).getAttribute('href')).toBe(
      '/settings?section=account&edit=email',
    );
    await userEvent.click(screen.getByRole('button', { name: m.currentEmail }));
    expect(await screen.findByText('Thank you for confirming your email.')).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith('rosa', 't');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Skip sets the reminder cookie and shows the 3-day toast; not asked again while it lives', async () => {
    const first = renderWithProviders(<ReverifyEmailModal />, { preloadedState: state('/home'), api: api() });
    await screen.findByRole('dialog', { name: m.reverifyTitle });
    await userEvent.click(screen.getByRole('button', { name: m.skip }));
    expect(await screen.findByText("We'll send you a reminder in 3 days")).toBeTruthy();
    expect(document.cookie).toContain('email_reverify_reminder=1');
    expect(document.cookie).toContain('email_reverify_skips=1');
    first.unmount();
    renderWithProviders(<ReverifyEmailModal />, { preloadedState: state('/home'), api: api() });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask on other pages', async () => {
    renderWithProviders(<ReverifyEmailModal />, { preloadedState: state('/story/1'), api: api() });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

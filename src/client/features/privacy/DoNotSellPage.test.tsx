import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privacyInitialState } from '../../../reducers/privacy/privacySlice';
import { routerStateFor } from '../../../reducers/router/routerSlice';
import { ApiError } from '../../../shared/common/errors';
import { privacyMessages as m } from '../../../shared/privacy/messages';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import DoNotSellPage from './DoNotSellPage';

const ready = { ...privacyInitialState, status: 'ready' as const };
const visitor = { viewer: null, csrfToken: 'tok' };

describe('Do not sell my personal information', () => {
  it('keeps Opt out disabled until the California box is ticked, then shows the success state', async () => {
    const optOutVisitor = jest.fn(async () => ({ optout: true }));
    renderWithProviders(<DoNotSellPage />, {
      api: fakeApi({ privacy: { optOutVisitor } }),
      preloadedState: { session: visitor, privacy: ready, router: routerStateFor('/privacy/do-not-sell') },
    });
    const button = screen.getByRole('button', { name: m.submit });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByLabelText(m.residentLabel));
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    await screen.findByText(m.optedOut);
    expect(screen.getByRole('link', { name: `${m.backTo} ${m.home}` }).getAttribute('href')).toBe('/home');
    expect(optOutVisitor).toHaveBeenCalledWith('tok');
    expect(screen.getByRole('link', { name: m.logIn }).getAttribute('href')).toBe(
      '/login?nextUrl=%2Fprivacy%2Fdo-not-sell',
    );
  });

  it('shows the spec’s failure message when the request fails', async () => {
    const api = fakeApi({
      privacy: {
        optOutVisitor: async () => {
          throw new ApiError(503, 0, 'down');
        },
      },
    });
    renderWithProviders(<DoNotSellPage />, {
      api,
      preloadedState: { session: visitor, privacy: ready, router: routerStateFor('/privacy/do-not-sell') },
    });
    await userEvent.click(screen.getByLabelText(m.residentLabel));
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.failure);
  });
});

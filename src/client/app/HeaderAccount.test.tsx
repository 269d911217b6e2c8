import { screen } from '@testing-library/react';
import { routerStateFor } from '../../reducers/router/routerSlice';
import { accountsMessages as m } from '../../shared/accounts/messages';
import { makeViewer } from '../../shared/test/storyFixtures';
import { renderWithProviders } from '../test/renderWithProviders';
import { HeaderAccount } from './HeaderAccount';

describe('header account corner', () => {
  it("links a signed-in reader's username to their profile, next to Log out", () => {
    const viewer = makeViewer();
    renderWithProviders(<HeaderAccount />, {
      preloadedState: { router: routerStateFor('/home'), session: { viewer, csrfToken: 'tok' } },
    });
    expect(screen.getByRole('link', { name: viewer.username }).getAttribute('href')).toBe(
      `/user/${viewer.username}`,
    );
    const logOut = screen.getByRole('button', { name: m.logOut }).closest('form');
    expect(logOut?.getAttribute('action')).toBe('/logout');
    expect(logOut?.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value).toBe('tok');
  });

  it('offers a visitor Log in and Sign up that come back to the page', () => {
    renderWithProviders(<HeaderAccount />, {
      preloadedState: { router: routerStateFor('/story/7', '?x=1') },
    });
    expect(screen.getByRole('link', { name: m.logIn }).getAttribute('href')).toBe(
      '/login?nextUrl=%2Fstory%2F7%3Fx%3D1',
    );
    expect(screen.getByRole('link', { name: m.signUp }).getAttribute('href')).toBe(
      '/signup?nextUrl=%2Fstory%2F7%3Fx%3D1',
    );
  });
});

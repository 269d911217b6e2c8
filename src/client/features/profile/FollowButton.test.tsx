import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '../../../shared/profile/api';
import { FOLLOW_MESSAGES as F } from '../../../shared/lists/messages';
import { readerMessages as r } from '../../../shared/reader/messages';
import { makeViewer } from '../../../shared/test/storyFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FollowButton } from './FollowButton';

const user = {
  username: 'marisol',
  name: 'Marisol Vega',
  following: false,
} as UserProfile; // the button reads only these fields

describe('Follow on a profile', () => {
  it('gives a visitor the sign-up prompt, and a log-in link that comes back following without JavaScript', async () => {
    renderWithProviders(<FollowButton user={user} />);
    const follow = screen.getByRole('link', { name: F.follow });
    expect(follow.getAttribute('href')).toBe('/login?nextUrl=%2Fuser%2Fmarisol&intent=follow%3Amarisol');
    await userEvent.click(follow);
    const dialog = await screen.findByRole('dialog', { name: r.signUpPromptTitle });
    // The prompt's choices carry the follow on too (log-in and sign-up do it: issue 24 #1).
    const logIn = within(dialog).getByRole('link', { name: r.logIn });
    expect(logIn.getAttribute('href')).toBe('/login?nextUrl=%2Fuser%2Fmarisol&intent=follow%3Amarisol');
  });

  it('gives a signed-in reader a form that posts the follow with the CSRF token', () => {
    renderWithProviders(<FollowButton user={user} />, {
      preloadedState: { session: { viewer: makeViewer(), csrfToken: 'tok' } },
    });
    const form = screen.getByRole('button', { name: F.follow }).closest('form');
    expect(form?.getAttribute('action')).toBe('/user/marisol/follow');
    expect(form?.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value).toBe('tok');
  });
});

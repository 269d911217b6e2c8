import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { rootReducer } from '../../../reducers/rootReducer';
import { accountsMessages as am } from '../../../shared/accounts/messages';
import { readerMessages as rm } from '../../../shared/reader/messages';
import { socialMessages as m } from '../../../shared/social/messages';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SignUpPrompt } from './SignUpPrompt';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Vote</button>
      <SignUpPrompt open={open} onClose={() => setOpen(false)} nextUrl="/101-x" />
    </>
  );
}

const base = rootReducer(undefined, { type: 'init' });
const withProviders = (googleClientId: string | null, facebookAppId: string | null) => ({
  ...base,
  config: { ...base.config, renderedAt: Date.UTC(2026, 10, 22), googleClientId, facebookAppId },
});

describe('SignUpPrompt', () => {
  it('starts on require-signup with benefits and real links, and walks register → back → login → back', async () => {
    renderWithProviders(<Opener />, { preloadedState: withProviders(null, null) });
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(screen.getByText(m.promptBenefits[0])).toBeTruthy();
    expect(screen.getByRole('separator').textContent).toBe('or');
    // Not configured: no social buttons.
    expect(screen.queryByRole('button', { name: m.signUpWithGoogle })).toBeNull();
    const email = screen.getByRole('link', { name: m.signUpWithEmail });
    expect(email.getAttribute('href')).toBe('/signup?nextUrl=%2F101-x');

    await userEvent.click(email);
    expect(await screen.findByRole('button', { name: am.signUp })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `‹ ${m.backToSignupOptions}` }));
    expect(screen.getByText(m.promptBenefits[0])).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: rm.logIn }));
    await userEvent.click(screen.getByRole('button', { name: m.logInWithEmail }));
    expect(await screen.findByLabelText('Username or email')).toBeTruthy();
    expect(screen.getByRole('link', { name: am.forgotPassword }).getAttribute('href')).toBe(
      '/forgot?nextUrl=%2F101-x',
    );
    await userEvent.click(screen.getByRole('button', { name: `‹ ${m.back}` }));
    expect(screen.getByRole('button', { name: m.logInWithEmail })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: m.noAccount }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `‹ ${m.backToSignupOptions}` }));
    expect(screen.getByRole('link', { name: m.signUpWithEmail })).toBeTruthy();
  });

  it('remembers the last view when opened again', async () => {
    renderWithProviders(<Opener />, { preloadedState: withProviders(null, null) });
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await userEvent.click(screen.getByRole('link', { name: rm.logIn }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(screen.getByRole('button', { name: m.logInWithEmail })).toBeTruthy();
  });

  it('offers Google and Facebook only when they are configured', async () => {
    renderWithProviders(<Opener />, { preloadedState: withProviders('x.apps.googleusercontent.com', '42') });
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(screen.getByRole('button', { name: m.signUpWithGoogle })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.signUpWithFacebook })).toBeTruthy();
  });
});

import { act, screen } from '@testing-library/react';
import { renderWithProviders as render } from '../../test/renderWithProviders';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { readerMessages as m } from '../../../shared/reader/messages';
import { SignUpPrompt } from './SignUpPrompt';
import { SubscriptionPrompt } from './SubscriptionPrompt';

function Both() {
  const [signUp, setSignUp] = useState(false);
  const [premium, setPremium] = useState(false);
  return (
    <>
      <button onClick={() => setSignUp(true)}>Vote</button>
      <button onClick={() => setPremium(true)}>Theme</button>
      <SignUpPrompt open={signUp} onClose={() => setSignUp(false)} nextUrl="/101-x" />
      <SubscriptionPrompt open={premium} onClose={() => setPremium(false)} />
    </>
  );
}

describe('modals', () => {
  it('traps focus, closes on Escape, marks the page and restores focus', async () => {
    render(<Both />);
    const opener = screen.getByRole('button', { name: 'Vote' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: m.signUpPromptTitle });
    expect(document.body.classList.contains('modal-open')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('link', { name: m.logIn }).getAttribute('href')).toBe('/login?nextUrl=%2F101-x');
    for (let i = 0; i < 5; i++) await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('opening one modal closes the other', async () => {
    render(<Both />);
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    // The backdrop covers the page; a second modal is opened programmatically here.
    act(() => screen.getByRole('button', { name: 'Theme', hidden: true }).click());
    expect(await screen.findByRole('dialog', { name: m.subscriptionTitle })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: m.signUpPromptTitle })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

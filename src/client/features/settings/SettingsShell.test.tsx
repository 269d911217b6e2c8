import { act, screen } from '@testing-library/react';
import { settingsActions as a } from '../../../reducers/settings/settingsSlice';
import { signedInSettingsState } from '../../../reducers/settings/settingsTestState';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { sectionMessages as sm } from '../../../shared/settings/sectionMessages';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SettingsShell } from './SettingsShell';

describe('settings page frame', () => {
  it('shows the spec’s failure toast followed by the server’s message, and the mute and block tabs', () => {
    const { store } = renderWithProviders(<SettingsShell current="account">body</SettingsShell>, {
      preloadedState: signedInSettingsState(),
    });
    expect(screen.getByRole('link', { name: m.tabAccount }).getAttribute('aria-current')).toBe('page');
    // Spec §2: the mute and block sections are tabs of their own (the safety issue fills them).
    expect(screen.getByRole('link', { name: sm.tabMute }).getAttribute('href')).toBe(
      '/settings?section=mute',
    );
    expect(screen.getByRole('link', { name: sm.tabBlock }).getAttribute('href')).toBe(
      '/settings?section=block',
    );
    act(() => {
      store.dispatch(a.changeFailed('Database unavailable.'));
    });
    expect(screen.getByRole('alert').textContent).toContain(`${m.changesNotSaved} Database unavailable.`);
  });
});

import { act, screen } from '@testing-library/react';
import { settingsActions as a } from '../../../reducers/settings/settingsSlice';
import { signedInSettingsState } from '../../../reducers/settings/settingsTestState';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SettingsShell } from './SettingsShell';

describe('settings page frame', () => {
  it('shows the spec’s failure toast followed by the server’s message, and hides mute and block', () => {
    const { store } = renderWithProviders(<SettingsShell current="account">body</SettingsShell>, {
      preloadedState: signedInSettingsState(),
    });
    expect(screen.getByRole('link', { name: m.tabAccount }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: /mute|block/i })).toBeNull();
    act(() => {
      store.dispatch(a.changeFailed('Database unavailable.'));
    });
    expect(screen.getByRole('alert').textContent).toContain(`${m.changesNotSaved} Database unavailable.`);
  });
});

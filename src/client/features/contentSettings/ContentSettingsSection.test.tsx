import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Viewer } from '../../../shared/common/session';
import { contentSettingsMessages as m } from '../../../shared/contentSettings/messages';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import ContentSettingsSection from './ContentSettingsSection';

const viewer = { id: 7, username: 'reader_rosa', name: 'Rosa' } as Viewer;
const settings = { includeMature: false, blockedTags: ['gore'], tagLimit: 3, unblockableTags: ['featured'] };

function setup(overrides: Parameters<typeof fakeApi>[0] = {}) {
  const setIncludeMature = jest.fn(async () => undefined);
  const setBlockedTags = jest.fn(async () => undefined);
  const api = fakeApi({
    ...overrides,
    contentSettings: {
      get: async () => settings,
      setIncludeMature,
      setBlockedTags,
      ...overrides.contentSettings,
    },
  });
  renderWithProviders(<ContentSettingsSection />, {
    api,
    preloadedState: { session: { viewer, csrfToken: 'tok' } },
  });
  return { setIncludeMature, setBlockedTags };
}

describe('ContentSettingsSection', () => {
  it('toggles mature content and applies only that change, then thanks', async () => {
    const { setIncludeMature, setBlockedTags } = setup();
    await userEvent.click(await screen.findByRole('switch', { name: /Mature Content/ }));
    await userEvent.click(screen.getByRole('button', { name: m.applyChanges }));
    expect(await screen.findByText(m.thanks)).toBeTruthy();
    expect(setIncludeMature).toHaveBeenCalledWith('reader_rosa', true, 'tok');
    expect(setBlockedTags).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: m.cancel })).toBeNull(); // hidden on the settings page
  });

  it('edits blocked tags: Enter and space add lowercased tags, unblockable refused, the limit disables input', async () => {
    const { setBlockedTags } = setup({
      search: { tagAutocomplete: async () => Promise.reject(new Error('down')) },
    });
    await userEvent.click(await screen.findByRole('button', { name: m.editTags }));
    const input = screen.getByRole('textbox', { name: m.addTagLabel });
    await userEvent.type(input, 'Featured{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(m.unblockable);
    await userEvent.type(input, 'Vampires ');
    await userEvent.type(input, 'ghosts{Enter}');
    expect(screen.getByRole('list', { name: m.blockedTags }).textContent).toContain('vampires');
    expect(screen.getByRole('alert').textContent).toBe(m.limitReached);
    expect((input as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: m.removeTag('gore') }));
    expect((input as HTMLInputElement).disabled).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: m.addTagLabel })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: m.applyChanges }));
    await screen.findByText(m.thanks);
    expect(setBlockedTags).toHaveBeenCalledWith('reader_rosa', ['vampires', 'ghosts'], 'tok');
  });
});

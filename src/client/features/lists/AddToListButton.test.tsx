import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReadingList, StoryCollections } from '../../../shared/lists/api';
import type { Viewer } from '../../../shared/common/session';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { AddToListButton } from './AddToListButton';

const isChecked = (el: HTMLElement): boolean => (el as HTMLInputElement).checked;
const viewer = { id: 7, username: 'reader_rosa', name: 'Rosa' } as Viewer;
const session = { viewer, csrfToken: 'tok' };
const list = (id: number, name: string): ReadingList => ({
  id,
  name,
  user: { name: 'reader_rosa' },
  numStories: 0,
  cover: '',
  tags: [],
  featured: false,
});

describe('AddToListButton', () => {
  it('lists the library and reading lists, toggles the library and creates a list', async () => {
    let lists = [list(1, 'Favourites')];
    const members: StoryCollections = { '9': { library: false, '1': false } };
    const addToLibrary = jest.fn(async () => undefined);
    const create = jest.fn(async (name: string) => {
      lists = [...lists, list(2, name)];
      members['9'] = { ...members['9'], '2': true };
      return { id: 2, name };
    });
    const api = fakeApi({
      lists: {
        forUser: async () => ({ lists, total: lists.length, nextUrl: null }),
        collections: async () => members,
        addToLibrary,
        create,
      },
    });
    renderWithProviders(<AddToListButton storyId="9" label="Add to library" disabled={false} />, {
      api,
      preloadedState: { session },
    });
    await userEvent.click(screen.getByRole('button', { name: '+ Add to library' }));
    expect(isChecked(await screen.findByRole('checkbox', { name: 'Favourites' }))).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Library' }));
    expect(isChecked(screen.getByRole('checkbox', { name: 'Library' }))).toBe(true);
    expect(addToLibrary).toHaveBeenCalledWith('reader_rosa', '9', 'tok');
    await userEvent.type(screen.getByRole('textbox', { name: 'New reading list name' }), 'Beach reads');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(isChecked(await screen.findByRole('checkbox', { name: 'Beach reads' }))).toBe(true);
    expect(create).toHaveBeenCalledWith('Beach reads', '9', 'tok');
  });

  it('shows the spec toast when a toggle fails, and Escape closes the popover', async () => {
    const api = fakeApi({
      lists: {
        forUser: async () => ({ lists: [], total: 0, nextUrl: null }),
        collections: async () => ({ '9': { library: false } }),
        addToLibrary: async () => Promise.reject(new Error('503')),
      },
    });
    renderWithProviders(<AddToListButton storyId="9" label="Add to library" disabled={false} />, {
      api,
      preloadedState: { session },
    });
    await userEvent.click(screen.getByRole('button', { name: '+ Add to library' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Library' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error: collection update failed');
    await waitFor(() => expect(isChecked(screen.getByRole('checkbox', { name: 'Library' }))).toBe(false));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'Library' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Add to library' }));
  });
});

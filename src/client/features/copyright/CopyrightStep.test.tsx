import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../shared/common/errors';
import { COPYRIGHT_MESSAGES as M } from '../../../shared/copyright/messages';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { CopyrightStep } from './CopyrightStep';

const session = { viewer: null, csrfToken: 'tok' };

function setup(report = jest.fn(async () => ({ id: 1, ownerNotified: true }))) {
  const storyTitle = jest.fn(async (id: number) => {
    if (id === 12) return { id: '12', title: 'The Salt Queen' };
    throw new ApiError(400, 1017, 'Story not found');
  });
  const partStory = jest.fn(async () => ({ groupId: '12' }));
  const onDone = jest.fn();
  renderWithProviders(<CopyrightStep storyId={30} username="copycat" onDone={onDone} />, {
    api: fakeApi({ copyright: { storyTitle, partStory, report } }),
    preloadedState: { session },
  });
  return { storyTitle, partStory, report, onDone };
}

// Typing is slow on a loaded machine.
jest.setTimeout(30_000);

describe('the copyright step of the report flow', () => {
  it('checks the original URL on blur: required, pattern, and that the story exists', async () => {
    const { storyTitle } = setup();
    const field = screen.getByLabelText(M.urlLabel);
    const alert = screen.getByRole('button', { name: M.alert });
    expect(alert.hasAttribute('disabled')).toBe(true);

    await userEvent.click(field);
    await userEvent.tab();
    expect(await screen.findByText(M.urlRequired)).toBeTruthy();

    await userEvent.type(field, 'https://example.com/not-a-story');
    await userEvent.tab();
    expect(await screen.findByText(M.invalidUrl)).toBeTruthy();
    expect(storyTitle).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'http://localhost/story/99-missing');
    await userEvent.tab();
    expect(await screen.findByText(M.invalidUrl)).toBeTruthy();
    expect(storyTitle).toHaveBeenCalledWith(99);
    expect(alert.hasAttribute('disabled')).toBe(true);
  });

  it('enables Alert once the story exists, reports it and confirms the owner was told', async () => {
    const { report, partStory, onDone } = setup();
    const field = screen.getByLabelText(M.urlLabel);
    // A part link names its story through the part.
    await userEvent.type(field, 'http://localhost/1001-chapter-one');
    await userEvent.tab();
    expect(await screen.findByText('The Salt Queen')).toBeTruthy();
    expect(partStory).toHaveBeenCalledWith(1001);
    const alert = screen.getByRole('button', { name: M.alert });
    expect(alert.hasAttribute('disabled')).toBe(false);
    await userEvent.click(alert);
    expect((await screen.findByRole('status')).textContent).toBe(M.ownerNotified);
    expect(report).toHaveBeenCalledWith(30, 12, 'tok');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows the failure toast when the report fails, and links the DMCA notice', async () => {
    setup(
      jest.fn(async () => {
        throw new ApiError(500, 0, 'down');
      }),
    );
    await userEvent.type(screen.getByLabelText(M.urlLabel), '/story/12');
    await userEvent.tab();
    await screen.findByText('The Salt Queen');
    await userEvent.click(screen.getByRole('button', { name: M.alert }));
    expect((await screen.findByRole('alert')).textContent).toContain(M.failure);
    expect(screen.getByRole('link', { name: M.dmcaLink }).getAttribute('href')).toBe(
      '/help/dmca?storyId=30&reportedUser=copycat',
    );
  });
});

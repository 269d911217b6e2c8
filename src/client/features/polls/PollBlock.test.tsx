import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Viewer } from '../../../shared/common/session';
import { POLL_TYPE, type Poll } from '../../../shared/polls/api';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { PollBlock } from './PollBlock';

const ava = { id: 2, username: 'ava_writes', name: 'Ava' } as Viewer;
const rosa = { id: 7, username: 'reader_rosa', name: 'Rosa' } as Viewer;
const place = { storyId: '1', partId: 1004 };

const poll = (over: Partial<Poll> = {}): Poll => ({
  id: 5,
  type: POLL_TYPE,
  question: 'Should Mara sail north?',
  options: [
    { id: 51, text: 'Yes', answers: {} },
    { id: 52, text: 'N'.repeat(130), answers: {} },
  ],
  interaction: {},
  owner: { username: 'ava_writes', avatar: '/a.png' },
  isOwner: false,
  ...over,
});

const withPolls = (viewer: Viewer | null, polls: Poll[]) => ({
  session: { viewer, csrfToken: 'tok' },
  polls: {
    byPart: { 1004: { status: 'succeeded' as const, storyId: '1', polls } },
    answering: {},
    toast: null,
    editor: { status: 'idle' as const, error: null },
  },
});

describe('PollBlock', () => {
  it('answers a poll, shows the results, and sizes options by their length (50 + 20 px per 65 characters)', async () => {
    const answer = jest.fn(async () =>
      poll({
        options: [
          { id: 51, text: 'Yes', answers: { percentageOfTotal: 75 } },
          { id: 52, text: 'N'.repeat(130), answers: { percentageOfTotal: 25 } },
        ],
        totalAnswers: 4,
        interaction: { answer: { optionId: 51, type: POLL_TYPE } },
      }),
    );
    renderWithProviders(<PollBlock {...place} ownerName="ava_writes" />, {
      api: fakeApi({ polls: { answer } }),
      preloadedState: withPolls(rosa, [poll()]),
    });
    expect(screen.getByRole('button', { name: 'Yes' }).style.minHeight).toBe('50px');
    expect(screen.getByRole('button', { name: 'N'.repeat(130) }).style.minHeight).toBe('90px');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('75%')).toBeTruthy();
    expect(screen.getByText('4 votes')).toBeTruthy();
    expect(answer).toHaveBeenCalledWith(place, 5, 51, 'tok');
  });

  it('shows the failure toast, which the reader dismisses', async () => {
    const answer = jest.fn(async () => Promise.reject(new Error('offline')));
    renderWithProviders(<PollBlock {...place} ownerName="ava_writes" />, {
      api: fakeApi({ polls: { answer } }),
      preloadedState: withPolls(rosa, [poll()]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong. Please try again',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('walks the writer’s editor: add button → editing → discard, then a saved poll → viewing → delete', async () => {
    const created = poll({ id: 9, isOwner: true, totalAnswers: 0, question: 'Where next?' });
    const create = jest.fn(async () => created);
    const remove = jest.fn(async () => undefined);
    renderWithProviders(<PollBlock {...place} ownerName="ava_writes" />, {
      api: fakeApi({ polls: { create, remove } }),
      preloadedState: withPolls(ava, []),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a poll' }));
    expect(screen.queryByRole('button', { name: /Remove answer/ })).toBeNull(); // two answers: none removable
    await userEvent.click(screen.getByRole('button', { name: 'Add an answer' }));
    expect(screen.getAllByRole('button', { name: /Remove answer/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a poll' }));
    expect(screen.getAllByRole('textbox', { name: /Answer/ })).toHaveLength(2);

    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), 'Hi');
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer 1' }), 'see bit.ly/x');
    await userEvent.click(screen.getByRole('button', { name: 'Save poll' }));
    expect(screen.getByText('The question must be 3 to 200 characters long')).toBeTruthy();
    expect(screen.getByText('Polls may not include URLs')).toBeTruthy();
    expect(screen.getByText('Each answer must be 1 to 140 characters long')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Question' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), 'Where next?');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Answer 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer 1' }), 'North');
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer 2' }), 'South');
    await userEvent.click(screen.getByRole('button', { name: 'Save poll' }));
    expect(await screen.findByRole('heading', { name: 'Where next?' })).toBeTruthy();
    expect(create).toHaveBeenCalledWith(
      place,
      { type: POLL_TYPE, question: 'Where next?', options: [{ text: 'North' }, { text: 'South' }] },
      'tok',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete poll' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Where next?' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Add a poll' })).toBeTruthy();
  });
});

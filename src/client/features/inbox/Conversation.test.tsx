import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conversationActions } from '../../../reducers/inbox/conversationSlice';
import { makeConversation, makeMessage } from '../../../reducers/inbox/inboxFixtures';
import { rootReducer, type RootState } from '../../../reducers/rootReducer';
import { conversationRequested } from '../../../shared/inbox/actions';
import type { ConversationPage as ConversationData } from '../../../shared/inbox/api';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import { makeViewer } from '../../../shared/test/storyFixtures';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import ConversationPage from './ConversationPage';

const stateWith = (page: ConversationData): Partial<RootState> => {
  let s = rootReducer(undefined, { type: '@@init' });
  s = rootReducer(s, conversationRequested({ username: 'writer_wen' }));
  s = rootReducer(s, conversationActions.loaded(page));
  return { conversation: s.conversation, session: { viewer: makeViewer(), csrfToken: 'tok' } };
};

beforeAll(() => {
  // jsdom has no layout: the first-message scroll is a no-op here.
  Element.prototype.scrollIntoView = jest.fn();
});

describe('the conversation page', () => {
  it('puts a date separator before the first message and at gaps of 6 hours or more', () => {
    const page = makeConversation([
      makeMessage(1, 'writer_wen', '2026-11-01T10:00:00Z'),
      makeMessage(2, 'reader_rosa', '2026-11-01T15:00:00Z'),
      makeMessage(3, 'writer_wen', '2026-11-01T21:00:00Z'),
    ]);
    renderWithProviders(<ConversationPage />, { preloadedState: stateWith(page) });
    const separators = screen.getAllByRole('heading', { level: 2 });
    expect(separators.map((s) => s.textContent)).toEqual(['Nov 1, 2026 10:00', 'Nov 1, 2026 21:00']);
    // Only the viewer's own message can be deleted; the other's can be reported.
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('button', { name: m.deleteMessage })).toHaveLength(1);
    expect(within(list).getAllByRole('button', { name: m.report })).toHaveLength(2);
  });

  it('Send is disabled while empty; the counter counts down and turns to the error style at 0', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConversationPage />, { preloadedState: stateWith(makeConversation([])) });
    const send = screen.getByRole('button', { name: m.send });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(m.charactersLeft(2000))).toBeTruthy();
    const box = screen.getByRole('textbox', { name: m.composerLabel });
    await user.type(box, 'Hi');
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText(m.charactersLeft(1998)).className).not.toMatch(/counterError/);
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(2100));
    expect((box as HTMLTextAreaElement).value).toHaveLength(2000);
    expect(screen.getByText(m.charactersLeft(0)).className).toMatch(/counterError/);
  });

  it('a muted thread shows the notice instead of the reply box, and no report when sending is not allowed', () => {
    const muted = makeConversation([makeMessage(1, 'writer_wen', '2026-11-01T10:00:00Z')], {
      safety: { isMuted: true, isBlocked: false },
      canSendPrivateMessage: false,
    });
    renderWithProviders(<ConversationPage />, { preloadedState: stateWith(muted) });
    expect(screen.getByText(m.mutedNotice)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: m.report })).toBeNull();
    expect(screen.getByRole('button', { name: m.unmute })).toBeTruthy();
  });

  it('posts through the saga: the message appears and the box empties', async () => {
    const user = userEvent.setup();
    const post = jest.fn(async (_me: string, _o: string, body: string) =>
      makeMessage(50, 'reader_rosa', '2026-11-27T10:00:00Z', body),
    );
    renderWithProviders(<ConversationPage />, {
      preloadedState: stateWith(makeConversation([])),
      api: fakeApi({ inbox: { post } }),
    });
    const box = screen.getByRole('textbox', { name: m.composerLabel });
    await user.type(box, 'Hello Wen');
    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText('Hello Wen')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });
});

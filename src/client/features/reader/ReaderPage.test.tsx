import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../reducers/rootReducer';
import { selectSavedPosition } from '../../../reducers/reader/readerSlice';
import { routerStateFor } from '../../../reducers/router/routerSlice';
import type { Viewer } from '../../../shared/common/session';
import { readerMessages as r } from '../../../shared/reader/messages';
import { makePart, makeStory, makeViewer } from '../../../shared/test/storyFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import ReaderPage from './ReaderPage';

const story = makeStory();
const viewer: Viewer = makeViewer();

function stateFor(extra: { isBlocked?: boolean; voted?: boolean } = {}): Partial<RootState> {
  const { group: _g, ...part } = { ...makePart(story, 0), ...extra };
  return {
    router: routerStateFor('/101-the-salt-queen-chapter-1'),
    stories: { ids: ['7'], entities: { '7': story }, meta: { '7': { status: 'succeeded' } } },
    parts: {
      ids: [101],
      entities: { 101: part },
      meta: { 101: { status: 'succeeded' } },
      texts: {
        101: { paragraphs: extra.isBlocked ? [] : [{ id: 'a'.repeat(32), html: 'Salt.' }], textHash: '' },
      },
    },
  };
}

/** A signed-in reader's page asks for their saved position: wait for that answer (here a failure). */
async function renderSignedIn(preloadedState: Partial<RootState>) {
  const view = renderWithProviders(<ReaderPage />, { preloadedState });
  await waitFor(() => expect(selectSavedPosition(view.store.getState(), story.id).status).toBe('failed'));
  return view;
}

describe('reader page', () => {
  it('heads the part with its story and its author, each a link', () => {
    renderWithProviders(<ReaderPage />, { preloadedState: stateFor() });
    expect(screen.getByRole('link', { name: 'The Salt Queen' }).getAttribute('href')).toBe(
      '/story/7-the-salt-queen',
    );
    expect(screen.getByRole('link', { name: 'Marisol Vega' }).getAttribute('href')).toBe('/user/marisol');
  });

  it('shows a locked block instead of the text of a paywalled part', () => {
    renderWithProviders(<ReaderPage />, { preloadedState: stateFor({ isBlocked: true }) });
    expect(screen.getByRole('heading', { name: r.lockedTitle })).toBeTruthy();
    expect(document.querySelector('p[data-p-id]')).toBeNull();
  });

  it('gives a visitor the sign-up prompt on Vote, a log-in link without JavaScript', async () => {
    renderWithProviders(<ReaderPage />, { preloadedState: stateFor() });
    const vote = screen.getByRole('link', { name: new RegExp(r.vote) });
    expect(vote.getAttribute('href')).toBe(
      '/login?nextUrl=%2F101-the-salt-queen-chapter-1&intent=vote%3A101',
    );
    await userEvent.click(vote);
    expect(await screen.findByRole('dialog', { name: r.signUpPromptTitle })).toBeTruthy();
  });

  it('shows a signed-in reader their vote as pressed', async () => {
    await renderSignedIn({ ...stateFor({ voted: true }), session: { viewer, csrfToken: 't' } });
    const button = screen.getByRole('button', { name: new RegExp(r.voted) });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps non-premium readers on the default theme with a subscription prompt', async () => {
    renderWithProviders(<ReaderPage />, {
      preloadedState: { ...stateFor(), session: { viewer, csrfToken: 't' } },
    });
    await userEvent.click(screen.getByRole('link', { name: r.themeNames.dark }));
    expect(screen.getByRole('dialog', { name: r.subscriptionTitle })).toBeTruthy();
    expect(document.querySelector('article')?.getAttribute('data-theme')).toBe('default');
  });

  it('lets premium readers choose a theme and remembers it in a cookie', async () => {
    renderWithProviders(<ReaderPage />, {
      preloadedState: { ...stateFor(), session: { viewer: { ...viewer, isPremium: true }, csrfToken: 't' } },
    });
    await userEvent.click(screen.getByRole('button', { name: r.themeNames.sepia }));
    expect(document.querySelector('article')?.getAttribute('data-theme')).toBe('sepia');
    expect(document.cookie).toContain('reading-theme=sepia');
  });

  it('without JavaScript, votes through a form with the CSRF token and shows the Premium prompt text', async () => {
    await renderSignedIn({
      ...stateFor(),
      router: routerStateFor('/101-the-salt-queen-chapter-1', '?premiumTheme=dark'),
      session: { viewer, csrfToken: 'tok' },
    });
    const form = screen.getByRole('button', { name: new RegExp(r.vote) }).closest('form');
    expect(form?.getAttribute('action')).toBe('/101/vote');
    expect(form?.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value).toBe('tok');
    expect(form?.querySelector<HTMLInputElement>('input[name="vote"]')?.value).toBe('1');
    expect(screen.getByRole('link', { name: r.themeNames.dark }).getAttribute('href')).toBe(
      '/101-the-salt-queen-chapter-1?premiumTheme=dark#themes',
    );
    expect(screen.getByRole('status').textContent).toContain(r.subscriptionBody);
  });

  it('shows Story restricted for a restricted mature story', () => {
    const error = { status: 403, code: 1154, message: r.storyRestricted };
    renderWithProviders(<ReaderPage />, {
      preloadedState: {
        router: routerStateFor('/101'),
        parts: { ids: [], entities: {}, meta: { 101: { status: 'failed', error } }, texts: {} },
      },
    });
    expect(screen.getByRole('heading', { name: r.storyRestricted })).toBeTruthy();
    expect(screen.getByRole('link', { name: r.exploreOtherStories }).getAttribute('href')).toBe('/home');
  });
});

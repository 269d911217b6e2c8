import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routerStateFor } from '../../../reducers/router/routerSlice';
import { readingMessages as m } from '../../../shared/stories/messages';
import { makePart, makePartSummary, makeStory } from '../../../shared/test/storyFixtures';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { App } from '../../app/App';
import { loadPage } from '../../app/pages';
import { startNavigation } from '../../router/navigation';
import StoryPage from './StoryPage';

const story = makeStory();
const loaded = { ids: ['7'], entities: { '7': story }, meta: { '7': { status: 'succeeded' as const } } };

describe('story page', () => {
  it('shows the story with its badge, tags, parts and a Start reading link to the first part', () => {
    renderWithProviders(<StoryPage />, {
      preloadedState: { router: routerStateFor('/story/7-the-salt-queen'), stories: loaded },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'The Salt Queen' })).toBeTruthy();
    expect(screen.getByText(m.ongoing)).toBeTruthy();
    expect(screen.getByRole('link', { name: m.startReading }).getAttribute('href')).toBe(
      '/101-the-salt-queen-chapter-1',
    );
    expect(screen.getByRole('link', { name: '#fantasy' }).getAttribute('href')).toBe('/stories/fantasy');
    expect(screen.getByRole('link', { name: 'Marisol Vega' }).getAttribute('href')).toBe('/user/marisol');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Chapter 2')]),
    );
  });

  it('dates a part published within 24 hours relatively, older ones as "MMM DD, YYYY hh:mmA"', () => {
    const now = Date.now();
    const recent = new Date(now - 3 * 3600_000 - 60_000).toISOString();
    const parts = [
      makePartSummary(101, 'Chapter 1', { createDate: '2026-01-02T15:04:05Z' }),
      makePartSummary(102, 'Chapter 2', { createDate: recent }),
    ];
    const fresh = makeStory({ parts });
    renderWithProviders(<StoryPage />, {
      preloadedState: {
        config: { productName: 'Storyloom', apiBase: '', renderedAt: now },
        router: routerStateFor('/story/7-the-salt-queen'),
        stories: { ...loaded, entities: { '7': fresh } },
      },
    });
    const dates = screen.getAllByRole('listitem').flatMap((li) => {
      const t = li.querySelector('time');
      return t ? [t.textContent] : [];
    });
    expect(dates).toEqual(['Jan 02, 2026 03:04PM', '3 hours ago']);
  });

  it('shows the read time for English stories only (reading-discovery §9)', () => {
    const english = makeStory({ length: 90_000 });
    const { unmount } = renderWithProviders(<StoryPage />, {
      preloadedState: {
        router: routerStateFor('/story/7'),
        stories: { ...loaded, entities: { '7': english } },
      },
    });
    expect(screen.getByText('Time').nextElementSibling?.textContent).toBe('1 hr 30 mins');
    unmount();
    const french = makeStory({ length: 90_000, language: { id: 2, name: 'Français' } });
    renderWithProviders(<StoryPage />, {
      preloadedState: {
        router: routerStateFor('/story/7'),
        stories: { ...loaded, entities: { '7': french } },
      },
    });
    expect(screen.queryByText('Time')).toBeNull();
    expect(screen.getByText('Reads')).toBeTruthy();
  });

  it('shows the story-not-found text for an unknown story', () => {
    const meta = {
      '9': { status: 'failed' as const, error: { status: 400, code: 1017, message: 'Story not found' } },
    };
    renderWithProviders(<StoryPage />, {
      preloadedState: { router: routerStateFor('/story/9'), stories: { ids: [], entities: {}, meta } },
    });
    expect(screen.getByRole('heading', { name: m.storyNotFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: m.goHome }).getAttribute('href')).toBe('./home');
  });

  it('navigates to the first part without a page load and fetches it', async () => {
    await Promise.all([loadPage('story'), loadPage('reader')]);
    const text = {
      partId: 101,
      paragraphs: [{ id: 'b'.repeat(32), html: 'The tide came in.' }],
      textHash: 'x',
    };
    const api = fakeApi({ parts: { get: async () => makePart(story, 0), text: async () => text } });
    window.history.replaceState(null, '', '/story/7-the-salt-queen');
    const { store } = renderWithProviders(<App productName="Storyloom" />, {
      api,
      preloadedState: { router: routerStateFor('/story/7-the-salt-queen'), stories: loaded },
    });
    startNavigation(store.dispatch, loadPage);
    await userEvent.click(screen.getByRole('link', { name: m.startReading }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Chapter 1' })).toBeTruthy());
    expect(window.location.pathname).toBe('/101-the-salt-queen-chapter-1');
    expect(document.querySelector('p[data-p-id]')?.textContent).toBe('The tide came in.');
    expect(screen.getByRole('link', { name: m.continueToNextPart }).getAttribute('href')).toBe(
      '/102-the-salt-queen-chapter-2',
    );
  });
});

import { screen, within } from '@testing-library/react';
import type { RootState } from '../../../reducers/rootReducer';
import { listsReducer } from '../../../reducers/lists/listsSlice';
import { routerStateFor } from '../../../reducers/router/routerSlice';
import type { Viewer } from '../../../shared/common/session';
import type { Story } from '../../../shared/stories/api';
import { readerMessages as r } from '../../../shared/reader/messages';
import { readingMessages as m } from '../../../shared/stories/messages';
import { makePartSummary, makeStory, makeViewer } from '../../../shared/test/storyFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import StoryPage from './StoryPage';
import StoryRankingsPage from './StoryRankingsPage';

const NOW = Date.parse('2026-01-10T00:00:00Z');
const viewer: Viewer = makeViewer();

function render(story: Story, path = '/story/7-the-salt-queen', extra: Partial<RootState> = {}) {
  const [pathname, search = ''] = path.split('?');
  return renderWithProviders(<StoryPage />, {
    preloadedState: {
      config: { productName: 'Storyloom', apiBase: '', renderedAt: NOW },
      router: routerStateFor(pathname, search ? `?${search}` : ''),
      stories: {
        ids: [story.id],
        entities: { [story.id]: story },
        meta: { [story.id]: { status: 'succeeded' } },
      },
      ...extra,
    },
  });
}

const rowOf = (title: string) =>
  screen.getByRole('link', { name: new RegExp(title) }).closest('li') as HTMLElement;

describe('story page part statuses', () => {
  it("lists a reader's scheduled parts apart: title and time, not a link", () => {
    const parts = [makePartSummary(101, 'Old', { createDate: '2025-10-01T00:00:00Z' })];
    const scheduledParts = [{ id: 102, title: 'Soon', scheduledPublishDate: '2026-01-13T09:00:00Z' }];
    const first = render(makeStory({ parts, scheduledParts }));
    const list = screen.getByRole('list', { name: m.scheduledParts });
    expect(within(list).getByText('Soon')).toBeTruthy();
    expect(within(list).getByText(/^Scheduled for Jan 13, 2026/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Soon/ })).toBeNull();
    // The owner has it among the parts already: not listed twice.
    const own = makePartSummary(102, 'Soon', { draft: true, isScheduledPart: true });
    first.unmount();
    render(makeStory({ parts: [...parts, own], scheduledParts }));
    expect(screen.queryByRole('list', { name: m.scheduledParts })).toBeNull();
  });

  it('shows new, bonus, scheduled, draft, deleted and locked from the data', () => {
    const parts = [
      makePartSummary(101, 'Old', { createDate: '2025-10-01T00:00:00Z' }),
      makePartSummary(102, 'Fresh', { createDate: '2026-01-05T00:00:00Z' }),
      makePartSummary(103, 'Extra', { createDate: '2025-10-01T00:00:00Z', isBonusPart: true }),
      makePartSummary(104, 'Soon', {
        draft: true,
        isScheduledPart: true,
        scheduledPublishDate: '2026-01-13T09:00:00Z',
      }),
      makePartSummary(105, 'Unfinished', { draft: true }),
      makePartSummary(106, 'Gone', { deleted: true, createDate: '2025-10-01T00:00:00Z' }),
      makePartSummary(107, 'Paid', { isBlocked: true, createDate: '2025-10-01T00:00:00Z' }),
    ];
    render(makeStory({ parts }));
    expect(within(rowOf('Old')).queryByText(r.statusNew)).toBeNull();
    expect(within(rowOf('Fresh')).getByText(r.statusNew)).toBeTruthy();
    expect(within(rowOf('Extra')).getByText(r.statusBonus)).toBeTruthy();
    expect(within(rowOf('Soon')).getByText(/^Scheduled for Jan 13, 2026/)).toBeTruthy();
    expect(within(rowOf('Soon')).queryByText(r.statusNew)).toBeNull();
    expect(within(rowOf('Unfinished')).getByText(m.draft)).toBeTruthy();
    expect(within(rowOf('Gone')).getByText(m.deleted)).toBeTruthy();
    expect(within(rowOf('Paid')).getByRole('img', { name: r.statusLocked })).toBeTruthy();
  });

  it('collapses to the last 3 parts on small screens with a real See all link', () => {
    const parts = [1, 2, 3, 4, 5].map((i) => makePartSummary(100 + i, `Chapter ${i}`));
    render(makeStory({ parts }));
    expect(screen.getByRole('list', { name: '' }).className).toMatch(/collapsed/);
    expect(screen.getByRole('link', { name: /See all/ }).getAttribute('href')).toBe(
      '/story/7-the-salt-queen?tab=toc&all=1',
    );
  });

  it('shows every part with ?all=1 and marks the chosen tab', () => {
    const parts = [1, 2, 3, 4, 5].map((i) => makePartSummary(100 + i, `Chapter ${i}`));
    render(makeStory({ parts }), '/story/7-the-salt-queen?tab=story-detail&all=1');
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
    expect(screen.getByRole('link', { name: r.storyDetailTab }).getAttribute('aria-current')).toBe('page');
  });

  it('shows Draft for a story without published parts and disables add-to-library', () => {
    render(
      makeStory({ numParts: 0, parts: [makePartSummary(101, 'Chapter 1', { draft: true })] }),
      undefined,
      {
        session: { viewer, csrfToken: 't' },
      },
    );
    expect(screen.getAllByText(m.draft).length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: /Add to library/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives visitors a disabled library button and the sign-up panel', () => {
    render(makeStory());
    expect((screen.getByRole('button', { name: /Add to library/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(r.signUpPanel)).toBeTruthy();
  });

  it('offers Continue reading at the signed-in reader’s saved part, beside Start reading', () => {
    render(makeStory(), undefined, {
      session: { viewer, csrfToken: 't' },
      reader: {
        positions: { '7': { part: 102, position: 0.4, status: 'succeeded' } },
        votes: {},
        similar: {},
        tagRankings: {},
        theme: 'default',
      },
    });
    expect(screen.getByRole('link', { name: r.continueReading }).getAttribute('href')).toBe(
      '/102-the-salt-queen-chapter-2',
    );
    expect(screen.getByRole('link', { name: m.startReading }).getAttribute('href')).toBe(
      '/101-the-salt-queen-chapter-1',
    );
    // Enabled: without JavaScript it is a link to the add-to-list page.
    expect(screen.getByRole('button', { name: /Add to library/ }).getAttribute('href')).toBe(
      '/story/7/lists',
    );
    // "the part being read is marked", and only that one
    const marked = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current'));
    expect(marked.map((li) => li.textContent)).toEqual([expect.stringContaining('Chapter 2')]);
  });

  it('marks no part for a reader without a saved position, and badges a paid story', () => {
    render(makeStory({ isPaywalled: true }), undefined, { session: { viewer, csrfToken: 't' } });
    expect(screen.getAllByRole('listitem').some((li) => li.hasAttribute('aria-current'))).toBe(false);
    expect(screen.getByText(m.paidStory)).toBeTruthy();
  });
});

describe('tag rankings page', () => {
  it('lists the story’s rank in each tag, best first', () => {
    const story = makeStory({
      tagRankings: [
        { name: 'magic', rank: 4 },
        { name: 'fantasy', rank: 1 },
      ],
    });
    renderWithProviders(<StoryRankingsPage />, {
      preloadedState: {
        router: routerStateFor('/story/7-the-salt-queen/rankings'),
        stories: { ids: ['7'], entities: { '7': story }, meta: { '7': { status: 'succeeded' } } },
      },
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `#fantasy${r.rankIn(1, 'fantasy')}`,
      `#magic${r.rankIn(4, 'magic')}`,
    ]);
  });
});

describe('story page library button', () => {
  const lists = (library: boolean) => ({
    ...listsReducer(undefined, { type: 'init' }),
    collections: { '7': { library } },
  });

  it('says the story is in the reader’s library when their collections hold it', () => {
    render(makeStory(), undefined, { session: { viewer, csrfToken: 't' }, lists: lists(true) });
    expect(screen.getByRole('button', { name: `✓ ${r.inLibrary}` }).getAttribute('href')).toBe(
      '/story/7/lists',
    );
    expect(screen.queryByText(`+ ${r.addToLibrary}`)).toBeNull();
  });

  it('offers Add to library when it is not in the library', () => {
    render(makeStory(), undefined, { session: { viewer, csrfToken: 't' }, lists: lists(false) });
    expect(screen.getByRole('button', { name: `+ ${r.addToLibrary}` })).toBeTruthy();
    expect(screen.queryByText(`✓ ${r.inLibrary}`)).toBeNull();
  });

  it('shows the licence to everyone and the settings link to the story’s owner only', () => {
    const { unmount } = render(makeStory({ copyright: 6 }), undefined, {
      session: { viewer, csrfToken: 't' },
    });
    expect(screen.getByText('© CC Attrib NonComm ShareAlike')).toBeTruthy();
    expect(screen.queryByRole('link', { name: m.editStory })).toBeNull();
    unmount();
    const owner = { ...viewer, username: 'marisol' };
    render(makeStory(), undefined, { session: { viewer: owner, csrfToken: 't' } });
    expect(screen.getByText('© All Rights Reserved')).toBeTruthy();
    expect(screen.getByRole('link', { name: m.editStory }).getAttribute('href')).toBe('/myworks/7');
  });
});

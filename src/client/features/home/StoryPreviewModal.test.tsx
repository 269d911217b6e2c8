import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readingMessages as m } from '../../../shared/stories/messages';
import { makeStory, makeViewer } from '../../../shared/test/storyFixtures';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { StoryCarousel } from './sections/StoryCarousel';

const long = 'x'.repeat(500);
const story = makeStory({ id: '7', title: 'The Salt Queen', description: long, firstPartId: 101 });

async function openPreview() {
  await userEvent.click(screen.getByRole('link', { name: /The Salt Queen/ }));
  return screen.findByRole('dialog', { name: 'The Salt Queen' });
}

describe('story preview modal (home tiles)', () => {
  it('gives a visitor the generic card: 400 characters, Start reading to part 1, More details', async () => {
    renderWithProviders(<StoryCarousel items={[story]} />);
    const dialog = await openPreview();
    const read = within(dialog).getByRole('link', { name: m.startReading });
    expect(read.getAttribute('href')).toBe('/101');
    expect(within(dialog).getByRole('link', { name: m.moreDetails }).getAttribute('href')).toBe(
      '/story/7-the-salt-queen',
    );
    expect(dialog.textContent).toContain('x'.repeat(399));
    expect(dialog.textContent).not.toContain('x'.repeat(401));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads "Read now" for a paid story', async () => {
    renderWithProviders(<StoryCarousel items={[{ ...story, isPaywalled: true }]} />);
    expect(within(await openPreview()).getByRole('link', { name: m.readNow })).toBeTruthy();
  });

  it('signed in: the catalog preview cuts at 220 and continues from a saved part past the first', async () => {
    const api = fakeApi({ reader: { position: async () => ({ part: 105, position: 0.4 }) } });
    renderWithProviders(<StoryCarousel items={[story]} />, {
      api,
      preloadedState: { session: { viewer: makeViewer(), csrfToken: 't' } },
    });
    const dialog = await openPreview();
    const resume = await within(dialog).findByRole('link', { name: m.continueReading });
    expect(resume.getAttribute('href')).toBe('/105');
    expect(dialog.textContent).toContain('x'.repeat(219));
    expect(dialog.textContent).not.toContain('x'.repeat(221));
  });

  it('signed in with nothing saved past part 1: Read from the first part', async () => {
    const api = fakeApi({ reader: { position: async () => ({ part: 101, position: 0.2 }) } });
    renderWithProviders(<StoryCarousel items={[story]} />, {
      api,
      preloadedState: { session: { viewer: makeViewer(), csrfToken: 't' } },
    });
    const dialog = await openPreview();
    expect((await within(dialog).findByRole('link', { name: m.read })).getAttribute('href')).toBe('/101');
  });

  it('shows the story’s best tag ranking, linking to its rankings page, in place of the tags', async () => {
    const tagRankings = async () => [
      { rank: 4, name: 'magic' },
      { rank: 2, name: 'queen' },
    ];
    renderWithProviders(<StoryCarousel items={[{ ...story, tags: ['magic', 'queen'] }]} />, {
      api: fakeApi({ reader: { tagRankings } }),
    });
    const dialog = await openPreview();
    const best = await within(dialog).findByRole('link', { name: '#2 in queen' });
    expect(best.getAttribute('href')).toBe('/story/7-the-salt-queen/rankings');
    expect(within(dialog).queryByText('magic')).toBeNull();
  });

  it('keeps the tags when the story has no ranking or the rankings cannot be loaded', async () => {
    for (const tagRankings of [async () => [], () => Promise.reject(new Error('down'))]) {
      const { unmount } = renderWithProviders(
        <StoryCarousel items={[{ ...story, tags: ['magic', 'queen'] }]} />,
        { api: fakeApi({ reader: { tagRankings } }) },
      );
      const dialog = await openPreview();
      expect(await within(dialog).findByText('magic')).toBeTruthy();
      expect(within(dialog).queryByRole('link', { name: /^#\d+ in / })).toBeNull();
      unmount();
    }
  });
});

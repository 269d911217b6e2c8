import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { readingMessages as m } from '../../../shared/stories/messages';
import { makeStory } from '../../../shared/test/storyFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EndOfPart } from './EndOfPart';

const config = (renderedAt: number) => ({ config: { productName: 'Storyloom', apiBase: '', renderedAt } });

describe('end of the last published part', () => {
  it('says when the story was last updated: relatively within 24 hours', () => {
    const now = Date.now();
    const story = makeStory({
      completed: false,
      lastPublishedPart: { id: 102, createDate: new Date(now - 2 * 3600_000 - 60_000).toISOString() },
    });
    renderWithProviders(<EndOfPart story={story} next={null} />, { preloadedState: config(now) });
    expect(screen.getByText(m.endOfPublished('2 hours ago'))).toBeTruthy();
    expect(screen.getByRole('button', { name: m.continueToNextPart })).toHaveProperty('disabled', true);
  });

  it('gives the date of an older update, and the finished message for a completed story', () => {
    const story = makeStory({
      completed: false,
      lastPublishedPart: { id: 102, createDate: '2026-01-02T03:04:05Z' },
    });
    const { unmount } = renderWithProviders(<EndOfPart story={story} next={null} />);
    expect(screen.getByText(m.endOfPublished('Jan 02, 2026 03:04AM'))).toBeTruthy();
    unmount();
    renderWithProviders(<EndOfPart story={{ ...story, completed: true }} next={null} />);
    expect(screen.getByText(m.finished)).toBeTruthy();
  });
});

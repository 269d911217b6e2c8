import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { makeStory } from '../../../../shared/test/storyFixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { StoryCarousel } from './StoryCarousel';

const stories = (n: number) =>
  Array.from({ length: n }, (_, i) => makeStory({ id: String(i + 1), title: `Story ${i + 1}` }));

/** The titles of the tiles on the current page (the others carry the off-page class). */
const shownTitles = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => !li.classList.contains('offPage'))
    .map((li) => li.textContent ?? '')
    .map((t) => /Story \d+/.exec(t)?.[0]);

describe('story carousel (home)', () => {
  it('pages 5 at a time and ends on the last 5, keeping both arrows so the reader can go back', () => {
    renderWithProviders(<StoryCarousel items={stories(12)} />);
    const prev = screen.getByRole('button', { name: 'Previous stories' });
    const next = screen.getByRole('button', { name: 'More stories' });
    expect(shownTitles()).toEqual(['Story 1', 'Story 2', 'Story 3', 'Story 4', 'Story 5']);
    expect((prev as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(next);
    expect(shownTitles()).toEqual(['Story 6', 'Story 7', 'Story 8', 'Story 9', 'Story 10']);
    fireEvent.click(next);
    expect(shownTitles()).toEqual(['Story 8', 'Story 9', 'Story 10', 'Story 11', 'Story 12']);
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous stories' })).toBe(prev);

    fireEvent.click(prev);
    fireEvent.click(prev);
    expect(shownTitles()).toEqual(['Story 1', 'Story 2', 'Story 3', 'Story 4', 'Story 5']);
  });

  it('has no arrows when 5 or fewer stories exist', () => {
    renderWithProviders(<StoryCarousel items={stories(5)} />);
    expect(screen.queryByRole('button', { name: 'More stories' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous stories' })).toBeNull();
    expect(shownTitles()).toHaveLength(5);
  });
});

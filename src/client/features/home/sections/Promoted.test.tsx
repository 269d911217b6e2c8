import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { makeStory } from '../../../../shared/test/storyFixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { Promoted } from './Promoted';

const tracking = { clicks: [], impressions: [] };
const words = (n: number) =>
  Array.from({ length: n }, (_, i) => `word${String(i).padStart(3, '0')}`).join(' '); // 8 characters each

describe('promoted story (the home spotlight)', () => {
  it('cuts a long description at a word boundary with an ellipsis within 290 characters', () => {
    const description = words(60); // 539 characters
    renderWithProviders(<Promoted item={makeStory({ description })} tracking={tracking} />);
    const shown = screen.getByText(/^word000/).textContent ?? '';
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(290);
    // More than a story item's 170 characters, and the last word is whole.
    expect(shown.length).toBeGreaterThan(250);
    expect(description.startsWith(shown.slice(0, -1) + ' ')).toBe(true);
  });

  it('shows a description of up to 290 characters whole', () => {
    const description = words(33).slice(0, 290); // exactly 290 characters
    renderWithProviders(<Promoted item={makeStory({ description })} tracking={tracking} />);
    expect(screen.getByText(description)).toBeTruthy();
  });
});

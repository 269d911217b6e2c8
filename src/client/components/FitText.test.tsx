import { act, render, screen } from '@testing-library/react';
import { FitText } from './FitText';
import { Loader } from './Loader';

describe('FitText', () => {
  it('renders each width cut (CSS picks one), or the text once when it fits every width', () => {
    const long = 'word '.repeat(30).trim();
    const { container, rerender } = render(<FitText text={long} wide={100} medium={50} narrow={20} />);
    const cuts = [...container.querySelectorAll('span')].map((s) => s.textContent ?? '');
    expect(cuts).toHaveLength(3);
    expect(cuts.map((c) => c.length <= 100 && c.endsWith('…'))).toEqual([true, true, true]);
    expect(cuts[1].length).toBeLessThanOrEqual(50);
    expect(cuts[2].length).toBeLessThanOrEqual(20);
    rerender(<FitText text="Short" wide={100} narrow={20} />);
    expect(container.textContent).toBe('Short');
  });
});

describe('Loader', () => {
  it('shows nothing for the first 500 ms, then the spinner text', () => {
    jest.useFakeTimers();
    try {
      render(<Loader label="Loading stories…" />);
      expect(screen.getByRole('status').textContent).toBe('');
      act(() => jest.advanceTimersByTime(499));
      expect(screen.getByRole('status').textContent).toBe('');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status').textContent).toContain('Loading stories…');
    } finally {
      jest.useRealTimers();
    }
  });
});

import { render, screen } from '@testing-library/react';
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
  it('is a status with its text, made visible only after 500 ms', () => {
    render(<Loader label="Loading stories…" />);
    const status = screen.getByRole('status', { hidden: true });
    expect(status.textContent).toContain('Loading stories…');
    expect(status.style.animationDelay).toBe('500ms');
  });
});

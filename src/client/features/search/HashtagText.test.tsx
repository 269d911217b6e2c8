import { render, screen } from '@testing-library/react';
import { HashtagText } from './HashtagText';

describe('hashtags in descriptions', () => {
  it('links each #tag to /tags/{tag} and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <HashtagText text="A #SlowBurn romance by the sea. #harbour" />
      </p>,
    );
    expect(container.textContent).toBe('A #SlowBurn romance by the sea. #harbour');
    expect(screen.getByRole('link', { name: '#SlowBurn' }).getAttribute('href')).toBe('/tags/slowburn');
    expect(screen.getByRole('link', { name: '#harbour' }).getAttribute('href')).toBe('/tags/harbour');
  });

  it('leaves text without hashtags alone', () => {
    const { container } = render(<HashtagText text="No tags # here" />);
    expect(container.textContent).toBe('No tags # here');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

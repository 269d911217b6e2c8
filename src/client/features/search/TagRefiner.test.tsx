import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FILTERS } from '../../../shared/search/api';
import { SEARCH_MESSAGES } from '../../../shared/search/messages';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TagRefiner } from './TagRefiner';

function setup(tags: string[] = []) {
  const onChange = jest.fn();
  renderWithProviders(
    <TagRefiner action="/search/salt/stories" filters={{ ...DEFAULT_FILTERS, tags }} onChange={onChange} />,
  );
  return {
    onChange,
    input: screen.getByLabelText('Refine by tag'),
    add: screen.getByRole('button', { name: 'Add' }),
  };
}

describe('tag refiner', () => {
  it('says "Tags cannot be empty" for an empty tag (or one that is only # and \\)', async () => {
    const { onChange, input, add } = setup();
    await userEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe(SEARCH_MESSAGES.tagEmpty);
    await userEvent.type(input, '#\\');
    await userEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe('Tags cannot be empty');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says "Tags cannot contain spaces"', async () => {
    const { onChange, input, add } = setup();
    await userEvent.type(input, 'slow burn');
    await userEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe('Tags cannot contain spaces');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('strips # and backslash, adds the tag, and ignores duplicates', async () => {
    const { onChange, input, add } = setup(['magic']);
    await userEvent.type(input, '#Fan\\tasy');
    await userEvent.click(add);
    expect(onChange).toHaveBeenCalledWith(['magic', 'fantasy']);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(input, '#MAGIC');
    await userEvent.click(add);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

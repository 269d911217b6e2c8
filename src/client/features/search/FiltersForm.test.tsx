import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FILTERS, type StorySearchFilters } from '../../../shared/search/api';
import { FiltersForm } from './FiltersForm';

function setup(filters: Partial<StorySearchFilters> = {}) {
  const onChange = jest.fn();
  render(
    <FiltersForm
      action="/search/salt/stories"
      filters={{ ...DEFAULT_FILTERS, ...filters }}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe('search filters form', () => {
  it('submits as a GET form with every filter under its address name (JavaScript off: "Apply")', () => {
    setup({ updated: 'week', length: '10-20', completedOnly: true, hidePaid: true, tags: ['sea', 'salt'] });
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    expect(form.method).toBe('get');
    expect([...new FormData(form)]).toEqual([
      ['tags', 'sea,salt'],
      ['updated', 'week'],
      ['length', '10-20'],
      ['filter', 'complete'],
      ['hidePaid', '1'],
    ]);
  });

  it('reports a picked period or length at once', async () => {
    const onChange = setup();
    await userEvent.click(screen.getByLabelText('This month'));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, updated: 'month' });
    await userEvent.click(screen.getByLabelText('More than 50 parts'));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, length: '50+' });
  });

  it('hide free and hide paid exclude each other', async () => {
    const onChange = setup({ hidePaid: true });
    await userEvent.click(screen.getByLabelText('Hide free stories'));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, hideFree: true, hidePaid: false });
  });

  it('toggles the content checkboxes', async () => {
    const onChange = setup({ hideMature: true });
    await userEvent.click(screen.getByLabelText('Hide mature'));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, hideMature: false });
    await userEvent.click(screen.getByLabelText('Completed stories only'));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, hideMature: true, completedOnly: true });
  });
});

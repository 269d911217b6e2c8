import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copyrightInitialState } from '../../../reducers/copyright/copyrightSlice';
import { routerStateFor } from '../../../reducers/router/routerSlice';
import { DMCA_FIELDS, DMCA_LABELS, emptyDmca } from '../../../shared/copyright/dmca';
import { COPYRIGHT_MESSAGES as M } from '../../../shared/copyright/messages';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import DmcaPage from './DmcaPage';

const prefilled = { ...emptyDmca(), email: 'rosa@example.com', username: 'reader_rosa', storyId: '12' };
const state = {
  ...copyrightInitialState,
  dmca: { ...copyrightInitialState.dmca, key: '{}', values: prefilled },
};

function setup(fileDmca = jest.fn(async () => ({ id: 7 }))) {
  renderWithProviders(<DmcaPage />, {
    api: fakeApi({ copyright: { fileDmca, dmcaForm: async () => prefilled } }),
    preloadedState: {
      session: { viewer: null, csrfToken: 'tok' },
      copyright: state,
      router: routerStateFor('/help/dmca', '?storyId=12'),
    },
  });
  return fileDmca;
}

const field = (f: (typeof DMCA_FIELDS)[number]) => screen.getByLabelText(DMCA_LABELS[f], { exact: false });

// Typing is slow on a loaded machine.
jest.setTimeout(30_000);

describe('the DMCA notice page', () => {
  it('has every field once, prefilled, in the order the focus follows', () => {
    setup();
    for (const f of DMCA_FIELDS) expect(field(f)).toBeTruthy();
    expect((field('email') as HTMLInputElement).value).toBe('rosa@example.com');
  });

  it('focuses the first invalid field and shows the mandatory message, then the next one', async () => {
    const fileDmca = setup();
    const submit = screen.getByRole('button', { name: M.dmcaSubmit });
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(M.mandatory);
    expect(document.activeElement).toBe(field('firstName'));

    await userEvent.type(field('firstName'), 'Rosa');
    await userEvent.type(field('lastName'), 'Reader');
    await userEvent.click(submit);
    expect(document.activeElement).toBe(field('address'));

    await userEvent.type(field('address'), '1 Ink Street');
    for (const f of ['country', 'city', 'province', 'postalCode', 'phoneNumber', 'originalWorkUrl'] as const)
      await userEvent.type(field(f), 'x');
    await userEvent.type(field('reportedUrls'), '/story/12');
    await userEvent.click(field('isAccurate'));
    await userEvent.click(field('goodFaith'));
    await userEvent.click(field('owner'));
    await userEvent.type(field('signature'), 'Rosa');
    await userEvent.click(submit);
    expect(document.activeElement).toBe(field('signature'));
    expect(screen.getByText(M.shortSignature)).toBeTruthy();
    expect(fileDmca).not.toHaveBeenCalled();

    await userEvent.type(field('signature'), ' Reader');
    await userEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe(M.dmcaSent);
    expect(fileDmca).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Rosa',
        signature: 'Rosa Reader',
        storyId: '12',
        isAccurate: true,
      }),
      'tok',
    );
  });
});

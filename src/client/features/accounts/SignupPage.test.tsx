import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routerStateFor } from '../../../reducers/router/routerSlice';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import { fakeApi, renderWithProviders } from '../../test/renderWithProviders';
import { accountMessages } from '../../../shared/privacy/accountMessages';
import LoginPage from './LoginPage';
import SignupPage from './SignupPage';

const renderedAt = Date.UTC(2026, 10, 22);
const state = (path: string) => ({
  router: routerStateFor(path.split('?')[0], path.includes('?') ? path.slice(path.indexOf('?')) : ''),
  config: { productName: 'Storyloom', apiBase: '', renderedAt },
  session: { viewer: null, csrfToken: 'tok' },
});

describe('sign-up form', () => {
  it('posts to /signup with the safe nextUrl, the CSRF field and the spec fields', () => {
    const { container } = renderWithProviders(<SignupPage />, {
      preloadedState: state('/signup?nextUrl=//evil.com'),
    });
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/signup?nextUrl=%2Fhome');
    expect(form.getAttribute('method')).toBe('post');
    const names = Array.from(form.elements).map((e) => (e as HTMLInputElement).name);
    expect(names).toEqual(
      expect.arrayContaining([
        '_csrf',
        'email',
        'username',
        'month',
        'day',
        'year',
        'pronouns',
        'password',
        'confirm_password',
        'marketing',
        'policy',
      ]),
    );
    const years = screen.getByLabelText('Year').querySelectorAll('option');
    expect(years).toHaveLength(101); // the placeholder + the last 100 years
    expect(years[1].textContent).toBe('2026');
  });

  it('validates on blur, then on change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />, { preloadedState: state('/signup') });
    const email = screen.getByLabelText('Email');
    await user.type(email, 'nope');
    expect(screen.queryByText(m.emailInvalid)).toBeNull();
    await user.tab();
    expect(screen.getByText(m.emailInvalid)).toBeTruthy();
    await user.type(email, '@example.com');
    expect(screen.queryByText(m.emailInvalid)).toBeNull();
  });

  it('shows every confirm message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />, { preloadedState: state('/signup'), api: fakeApi() });
    const confirm = screen.getByLabelText('Confirm password');
    await user.click(confirm);
    await user.tab();
    expect(screen.getByText(m.confirmRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(confirm, 'abd');
    expect(screen.getByText(m.confirmMismatch)).toBeTruthy();
    await user.clear(confirm);
    await user.type(confirm, 'abc');
    expect(screen.getByText(m.confirmMatchButInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'defghij'); // 10: the policy's minimum
    await user.clear(confirm);
    await user.type(confirm, 'abcdefghij');
    expect(screen.getByText(m.confirmMatch)).toBeTruthy();
  });

  it('does not send a form with errors: the 1006 or fixerrors alert and every field message', async () => {
    renderWithProviders(<SignupPage />, { preloadedState: state('/signup') });
    const form = document.querySelector('form') as HTMLFormElement;
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false); // default prevented
    expect(screen.getByRole('alert').textContent).toBe(m.code1006);
    for (const msg of [
      m.emailRequired,
      m.usernameRequired,
      m.birthdayRequired,
      m.passwordRequired,
      m.policyRequired,
    ]) {
      expect(screen.getByText(msg)).toBeTruthy();
    }
    expect(document.activeElement?.id).toBe('signup-email');
  });

  it('shows the server’s errors of a refused post', () => {
    renderWithProviders(<SignupPage />, {
      preloadedState: {
        ...state('/signup'),
        accounts: {
          form: {
            page: 'signup',
            values: { email: 'taken@example.com' },
            fieldErrors: { email: m.code1171 },
            message: m.code1171,
            status: 400,
          },
          policies: null,
          strength: { status: 'idle', password: '', result: null },
        },
      },
    });
    expect(screen.getByRole('alert').textContent).toBe(m.code1171);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('taken@example.com');
  });
});

describe('log-in form', () => {
  it('shows a known msg as a danger alert and notice as an info alert, and links on with nextUrl', () => {
    const msg = encodeURIComponent(m.loginFailed);
    const notice = encodeURIComponent(accountMessages.closed);
    renderWithProviders(<LoginPage />, {
      preloadedState: state(`/login?nextUrl=/story/1&msg=${msg}&notice=${notice}`),
    });
    expect(screen.getByRole('alert').textContent).toBe(m.loginFailed);
    expect(screen.getByRole('status').textContent).toBe(accountMessages.closed);
    expect(screen.getByRole('link', { name: m.noAccount }).getAttribute('href')).toBe(
      '/signup?nextUrl=%2Fstory%2F1',
    );
    expect(screen.getByRole('link', { name: m.forgotPassword }).getAttribute('href')).toBe(
      '/forgot?nextUrl=%2Fstory%2F1',
    );
  });
});

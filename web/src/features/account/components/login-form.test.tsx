import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithGateway, type Answer } from '@/test/apollo';
import { LoginForm } from './login-form';

/** The login form, its LogIn mutation answered by `answer`. */
function renderLogin(answer?: Answer) {
  const onLoggedIn = vi.fn();
  const rendered = renderWithGateway(<LoginForm onLoggedIn={onLoggedIn} />, { answer });
  return {
    ...rendered,
    onLoggedIn,
    userName: screen.getByRole('textbox', { name: 'User name' }),
    password: screen.getByLabelText('Password'),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Login' })),
  };
}

/** The gateway's answer to a LogIn the provider refused with `message`. */
const refused =
  (message: string): Answer =>
  () => ({
    data: {
      logIn: {
        __typename: 'LogInPayload',
        pendingLogin: null,
        userErrors: [{ __typename: 'UserError', field: null, message }],
      },
    },
  });

describe('LoginForm (seed 000 §2 Login screen, §5 login rules, §8 messages)', () => {
  it('says at each field which is missing, focuses the first, and sends nothing', async () => {
    const { userName, password, submit, sent } = renderLogin();
    submit();
    await waitFor(() => expect(userName.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(userName)).toBe('Please enter your user name.');
    expect(descriptionOf(password)).toBe('Please enter your password.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(userName);
    expect(sent).toEqual([]);
  });

  it('with the user name given, marks and focuses only the password', async () => {
    const { userName, password, submit } = renderLogin();
    fireEvent.change(userName, { target: { value: 'demo-agent' } });
    submit();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(password);
    expect(userName.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(userName)).toBe('');
  });

  it("shows the provider's refusal as the form's alert and stays on the form", async () => {
    const { userName, password, submit, sent, onLoggedIn } = renderLogin(
      refused('Invalid user name or password.'),
    );
    fireEvent.change(userName, { target: { value: '  demo-agent ' } });
    fireEvent.change(password, { target: { value: 'not-the-password' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid user name or password.');
    expect(sent).toEqual([
      { operationName: 'LogIn', variables: { userName: 'demo-agent', password: 'not-the-password' } },
    ]);
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('hands the pending login to the consultant step when the credentials are accepted', async () => {
    const pendingLogin = {
      __typename: 'PendingLogin',
      userName: 'demo-agent',
      agency: { __typename: 'Agency', code: 'DEMO01', name: 'Thistle Travel Ltd' },
      contacts: [],
    };
    const { userName, password, submit, onLoggedIn } = renderLogin(() => ({
      data: { logIn: { __typename: 'LogInPayload', pendingLogin, userErrors: [] } },
    }));
    fireEvent.change(userName, { target: { value: 'demo-agent' } });
    fireEvent.change(password, { target: { value: 'demo-password' } });
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(onLoggedIn.mock.calls[0]?.[0]).toMatchObject({ userName: 'demo-agent' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links to forgot password and keeps the registration link hidden', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/login/forgot_password',
    );
    expect(screen.getByRole('link', { name: 'Register' }).closest('li')?.className).toMatch(/hidden/);
  });
});

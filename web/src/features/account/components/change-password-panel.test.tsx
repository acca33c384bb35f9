import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGateway, type Answer } from '@/test/apollo';
import { ChangePasswordPanel } from './change-password-panel';

/** The gateway's ChangePassword answer: success, or the provider's refusal `message`. */
const changed =
  (message?: string): Answer =>
  () => ({
    data: {
      changePassword: {
        __typename: 'ChangePasswordPayload',
        success: !message,
        userErrors: message ? [{ __typename: 'UserError', message }] : [],
      },
    },
  });

function renderPanel(answer?: Answer) {
  const rendered = renderWithGateway(<ChangePasswordPanel />, { answer });
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    return (await screen.findByRole('alert')).textContent;
  };
  return { ...rendered, type, submit };
}

describe('ChangePasswordPanel (seed 000 §2 My Profile, §5 password rules, §8 messages)', () => {
  it('says the first of the four rules not met, marks its field, and sends nothing until all are met', async () => {
    const { type, submit, sent } = renderPanel();
    expect(await submit()).toBe('Please enter your current password.');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    type('Current password', 'demo-password');
    await waitFor(async () => expect(await submit()).toBe('Please enter your new password.'));
    type('New password', 'demo-password');
    await waitFor(async () => expect(await submit()).toBe('Please confirm your new password.'));
    type('Confirm new password', 'something-else');
    await waitFor(async () =>
      expect(await submit()).toBe("Please new password and confirmed password don't match."),
    );
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("sends the three values once they are met, and shows the gateway's refusal", async () => {
    const { type, submit, sent } = renderPanel(changed('The user name or current password is incorrect.'));
    type('Current password', 'wrong-password');
    type('New password', 'demo-password');
    type('Confirm new password', 'demo-password');
    expect(await submit()).toBe('The user name or current password is incorrect.');
    expect(sent).toEqual([
      {
        operationName: 'ChangePassword',
        variables: {
          input: {
            currentPassword: 'wrong-password',
            newPassword: 'demo-password',
            confirmPassword: 'demo-password',
          },
        },
      },
    ]);
  });

  it("says 'Sucessfully changed password' and empties the fields on success", async () => {
    const { type, submit } = renderPanel(changed());
    type('Current password', 'demo-password');
    type('New password', 'demo-password');
    type('Confirm new password', 'demo-password');
    expect(await submit()).toBe('Sucessfully changed password');
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
  });
});

import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ResetPasswordDocument } from '@/apollo/generated/graphql';
import { paths } from '@tourdesk/domain/paths';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { UI_TEXTS } from '@/texts';
import styles from './account-card.module.css';

if (false) {
  gql`
    mutation ResetPassword($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        success
        userErrors {
          message
        }
      }
    }
  `;
}

interface ResetValues {
  userName: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * Reset password (seed 000 §2 Reset password screen, §8): user name, current and new password. On failure
 * 'Unable to reset password :' plus the server message; on success `onReset` (the route goes to /login).
 */
export function ForgotPasswordForm({ onReset }: { onReset: () => void | Promise<void> }) {
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    defaultValues: { userName: '', currentPassword: '', newPassword: '' },
  });
  const [message, setMessage] = useState<string | null>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument, { errorPolicy: 'all' });

  const onSubmit = handleSubmit(async (input) => {
    const result = await resetPassword({
      variables: { input: { ...input, userName: input.userName.trim() } },
    });
    if (result.error) {
      setMessage(UNEXPECTED_ERROR_TEXT);
      return;
    }
    const payload = result.data?.resetPassword;
    if (payload?.success) {
      await onReset();
      return;
    }
    // The gateway's message is already 'Unable to reset password :' plus the provider's message.
    setMessage(payload?.userErrors[0]?.message ?? UNEXPECTED_ERROR_TEXT);
  });

  const required = { required: true };
  const { errors } = formState;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {message && <Alert>{message}</Alert>}
      <Field
        label="User name"
        autoComplete="username"
        aria-required="true"
        invalid={Boolean(errors.userName)}
        {...register('userName', required)}
      />
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        invalid={Boolean(errors.currentPassword)}
        {...register('currentPassword', required)}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        invalid={Boolean(errors.newPassword)}
        {...register('newPassword', required)}
      />
      <div className={styles.actions}>
        <Button type="submit" pending={loading}>
          {UI_TEXTS.resetPassword}
        </Button>
        <Link to={paths.login.getHref()}>{UI_TEXTS.backToLogin}</Link>
      </div>
    </form>
  );
}

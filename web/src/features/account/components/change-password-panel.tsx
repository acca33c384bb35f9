import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { validatePasswordChange } from '@tourdesk/domain/account';
import { MESSAGES } from '@tourdesk/domain/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChangePasswordDocument } from '@/apollo/generated/graphql';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { UI_TEXTS } from '@/texts';
import styles from './account-card.module.css';
import panel from './profile-panel.module.css';

if (false) {
  gql`
    mutation ChangePassword($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        success
        userErrors {
          message
        }
      }
    }
  `;
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type Outcome = { tone: 'success' | 'error'; text: string; field?: string };

/**
 * My Profile, change account password (seed 000 §2, §5, §8): current, new and confirmation, checked with the
 * domain rule (the four messages, first failure only), then by the gateway; 'Sucessfully changed password' on
 * success, the server's message otherwise.
 */
export function ChangePasswordPanel() {
  const { register, handleSubmit, reset } = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument, { errorPolicy: 'all' });

  const onSubmit = handleSubmit(async (values) => {
    const [invalid] = validatePasswordChange(values);
    if (invalid) {
      setOutcome({ tone: 'error', text: invalid.message, field: invalid.field });
      return;
    }
    const result = await changePassword({ variables: { input: values } });
    if (result.data?.changePassword.success) {
      reset();
      setOutcome({ tone: 'success', text: MESSAGES.passwordChanged });
      return;
    }
    const text = result.error
      ? UNEXPECTED_ERROR_TEXT
      : (result.data?.changePassword.userErrors[0]?.message ?? UNEXPECTED_ERROR_TEXT);
    setOutcome({ tone: 'error', text });
  });

  const invalid = (field: keyof PasswordValues) => outcome?.field === field;
  return (
    <section className={panel.panel} aria-labelledby="password-heading">
      <h2 id="password-heading" className={panel.heading}>
        {UI_TEXTS.changeAccountPassword}
      </h2>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          invalid={invalid('currentPassword')}
          {...register('currentPassword')}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          invalid={invalid('newPassword')}
          {...register('newPassword')}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          invalid={invalid('confirmPassword')}
          {...register('confirmPassword')}
        />
        <div className={styles.actions}>
          <Button type="submit" pending={loading}>
            {UI_TEXTS.changePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}

import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { validateLogin } from '@tourdesk/domain/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LogInDocument, type LogInMutation } from '@/apollo/generated/graphql';
import { domainResolver, showUserErrors } from '@/lib/form-errors';
import { paths } from '@tourdesk/domain/paths';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { UI_TEXTS } from '@/texts';
import styles from './account-card.module.css';

if (false) {
  gql`
    mutation LogIn($userName: String!, $password: String!) {
      logIn(userName: $userName, password: $password) {
        pendingLogin {
          ...SelectConsultant_pendingLogin
        }
        userErrors {
          field
          message
        }
      }
    }
  `;
}

/** The masked pending login returned by a successful first step. */
export type PendingLoginRef = NonNullable<LogInMutation['logIn']['pendingLogin']>;

interface LoginValues {
  userName: string;
  password: string;
}

const LOGIN_FIELDS = ['userName', 'password'] as const;

/**
 * Agent login step 1 (seed 000 §2 Login screen, §5): user name and password, submitted with the button or
 * Enter; the request runs only when both are given, otherwise each missing field says so (and the first takes
 * focus). A refused login shows the provider's error_message; valid credentials hand the pending login (its
 * contacts) to the select-consultant step. Links to forgot password and the (hidden) registration. `notice` is
 * shown above the form until the next attempt (the success of a password reset).
 */
export function LoginForm({
  onLoggedIn,
  notice,
}: {
  onLoggedIn: (pending: PendingLoginRef) => void;
  notice?: string;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<LoginValues>({
    defaultValues: { userName: '', password: '' },
    resolver: domainResolver(({ userName, password }) => validateLogin(userName, password)),
  });
  const [message, setMessage] = useState<string | null>(null);
  const [logIn, { loading }] = useMutation(LogInDocument, { errorPolicy: 'all' });

  const onSubmit = handleSubmit(async ({ userName, password }) => {
    setMessage(null);
    const result = await logIn({ variables: { userName: userName.trim(), password } });
    if (result.error) {
      setMessage(UNEXPECTED_ERROR_TEXT);
      return;
    }
    const payload = result.data?.logIn;
    if (payload?.pendingLogin) {
      onLoggedIn(payload.pendingLogin);
      return;
    }
    setMessage(showUserErrors(payload?.userErrors ?? [], LOGIN_FIELDS, setError)[0] ?? null);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {notice && submitCount === 0 && <Alert tone="success">{notice}</Alert>}
      {message && <Alert>{message}</Alert>}
      <Field
        label="User name"
        autoComplete="username"
        aria-required="true"
        error={errors.userName?.message}
        {...register('userName')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" pending={loading}>
          {UI_TEXTS.login}
        </Button>
      </div>
      <ul className={styles.links}>
        <li>
          <Link to={paths.forgotPassword.getHref()}>{UI_TEXTS.forgotPassword}</Link>
        </li>
        <li className={styles.hidden}>
          <Link to={paths.register.getHref()}>{UI_TEXTS.register}</Link>
        </li>
      </ul>
    </form>
  );
}

import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { loginReady } from '@tourdesk/domain/account';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LogInDocument, type LogInMutation } from '@/apollo/generated/graphql';
import { paths } from '@/paths';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import styles from './account-card.module.css';

if (false) {
  gql`
    mutation LogIn($userName: String!, $password: String!) {
      logIn(userName: $userName, password: $password) {
        pendingLogin {
          ...SelectConsultant_pendingLogin
        }
        userErrors {
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

/**
 * Agent login step 1 (seed 000 §2 Login screen, §5): user name and password, submitted with the button or
 * Enter; the request runs only when both are given. A refused login shows the provider's error_message; valid
 * credentials hand the pending login (its contacts) to the select-consultant step. Links to forgot password and
 * the (hidden) registration.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (pending: PendingLoginRef) => void }) {
  const { register, handleSubmit } = useForm<LoginValues>({ defaultValues: { userName: '', password: '' } });
  const [logIn, { data, error: failure, loading }] = useMutation(LogInDocument, { errorPolicy: 'all' });

  const onSubmit = handleSubmit(async ({ userName, password }) => {
    if (!loginReady(userName, password)) return;
    const result = await logIn({ variables: { userName: userName.trim(), password } });
    const pending = result.data?.logIn.pendingLogin;
    if (pending) onLoggedIn(pending);
  });

  const error = failure ? UNEXPECTED_ERROR_TEXT : data?.logIn.userErrors[0]?.message;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {error && <Alert>{error}</Alert>}
      <Field label="User name" autoComplete="username" {...register('userName')} />
      <Field label="Password" type="password" autoComplete="current-password" {...register('password')} />
      <div className={styles.actions}>
        <Button type="submit" pending={loading}>
          Login
        </Button>
      </div>
      <ul className={styles.links}>
        <li>
          <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
        </li>
        <li className={styles.hidden}>
          <Link to={paths.register.getHref()}>Register</Link>
        </li>
      </ul>
    </form>
  );
}

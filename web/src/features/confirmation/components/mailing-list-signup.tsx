import { useMutation } from '@apollo/client/react';
import { gql } from '@apollo/client';
import { isValidEmail } from '@tourdesk/domain/account';
import { FIELD_MESSAGES } from '@tourdesk/domain/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubscribeNewsletterDocument } from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { UI_TEXTS } from '@/texts';
import styles from './confirmation.module.css';

if (false) {
  gql`
    mutation SubscribeNewsletter($email: String!, $firstName: String, $lastName: String) {
      subscribeNewsletter(email: $email, firstName: $firstName, lastName: $lastName) {
        accepted
      }
    }
  `;
}

interface SignupValues {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The mailing-list sign-up of the confirmation (seed 001 §2, consumers only), as a form of this site rather than
 * an outside frame: the gateway calls the marketing provider. Failures are only logged (seed 001 §7), so the
 * visitor is thanked either way.
 */
export function MailingListSignup() {
  const { register, handleSubmit, formState } = useForm<SignupValues>({
    defaultValues: { email: '', firstName: '', lastName: '' },
  });
  const [done, setDone] = useState(false);
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterDocument, { errorPolicy: 'all' });
  const submit = handleSubmit(async ({ email, firstName, lastName }) => {
    await subscribe({
      variables: {
        email: email.trim(),
        firstName: firstName.trim() || null,
        lastName: lastName.trim() || null,
      },
    });
    setDone(true);
  });
  return (
    <section className={styles.card} aria-labelledby="mailing-list-title">
      <h2 id="mailing-list-title" className={styles.cardTitle}>
        {UI_TEXTS.joinOurMailingList}
      </h2>
      {done ? (
        <p role="status">{UI_TEXTS.thankYouForSigningUp}</p>
      ) : (
        <form className={styles.signup} onSubmit={(event) => void submit(event)} noValidate>
          <p>{UI_TEXTS.hearAboutNewToursAndOffers}</p>
          <Field
            label="Email address"
            type="email"
            autoComplete="email"
            aria-required
            error={formState.errors.email ? FIELD_MESSAGES.newsletterEmail : undefined}
            {...register('email', { validate: (value) => isValidEmail(value.trim()) })}
          />
          <div className={styles.signupNames}>
            <Field label="First name" autoComplete="given-name" {...register('firstName')} />
            <Field label="Last name" autoComplete="family-name" {...register('lastName')} />
          </div>
          <Button type="submit" pending={loading}>
            {UI_TEXTS.signUp}
          </Button>
        </form>
      )}
    </section>
  );
}

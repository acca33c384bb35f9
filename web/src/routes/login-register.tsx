import { gql } from '@apollo/client';
import { useReadQuery } from '@apollo/client/react';
import { Suspense, useState, useTransition } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { RegisterPageDocument } from '@/apollo/generated/graphql';
import { routeQuery } from '@/apollo/router-context';
import styles from '@/features/account/components/account-card.module.css';
import { RegistrationForm, RegistrationSuccessful } from '@/features/account/components/registration-form';
import { LoadingState } from '@/ui/loading-state';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    query RegisterPage {
      registrationChallenge {
        # A challenge has no cache identity for useFragment: the widget gets it from the page.
        ...HumanVerification_challenge @unmask
      }
    }
  `;
}

/** Preloads a fresh verification challenge (single-use, so always from the network). */
export function loader({ context }: LoaderFunctionArgs) {
  return {
    queryRef: routeQuery(context, RegisterPageDocument, { fetchPolicy: 'network-only' }),
  };
}

function Registration({ queryRef }: ReturnType<typeof loader>) {
  const { data } = useReadQuery(queryRef);
  const [registered, setRegistered] = useState(false);
  const revalidator = useRevalidator();
  const [, startTransition] = useTransition();
  if (registered) return <RegistrationSuccessful />;
  return (
    <RegistrationForm
      challenge={data.registrationChallenge}
      onRegistered={() => setRegistered(true)}
      onChallengeUsed={() => startTransition(() => void revalidator.revalidate())}
    />
  );
}

/** /login/register (seed 000 §2 Registration screen): reachable, its link hidden on /login. */
export function Component() {
  usePageTitle('Registration');
  const { queryRef } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <section className={[styles.card, styles.wide].join(' ')} aria-labelledby="register-title">
        <h1 id="register-title" className={styles.title}>
          {UI_TEXTS.agentRegistration}
        </h1>
        <Suspense fallback={<LoadingState text="Loading" />}>
          <Registration queryRef={queryRef} />
        </Suspense>
      </section>
    </div>
  );
}

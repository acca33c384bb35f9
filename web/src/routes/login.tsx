import { gql } from '@apollo/client';
import { useApolloClient, useReadQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { NOTICES, LABELS } from '@tourdesk/domain/messages';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { AppShellDocument, LoginPageDocument } from '@/apollo/generated/graphql';
import { routeQuery } from '@/apollo/router-context';
import { LoginForm, type PendingLoginRef } from '@/features/account/components/login-form';
import { SelectConsultant } from '@/features/account/components/select-consultant';
import { rememberCurrency } from '@/features/tours/api/currency';
import styles from '@/features/account/components/account-card.module.css';
import { paths } from '@tourdesk/domain/paths';
import { LoadingState } from '@/ui/loading-state';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';

if (false) {
  gql`
    query LoginPage {
      viewer {
        pendingLogin {
          ...SelectConsultant_pendingLogin
        }
      }
    }
  `;
}

/**
 * Preloads the session's pending login, so that a reload during the select-consultant step stays on it. Always
 * from the network: the login state is the gateway session's, not the cache's.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return {
    queryRef: routeQuery(context, LoginPageDocument, { fetchPolicy: 'network-only' }),
  };
}

function LoginSteps({ queryRef }: ReturnType<typeof loader>) {
  const { data } = useReadQuery(queryRef);
  const [justLoggedIn, setJustLoggedIn] = useState<PendingLoginRef | null>(null);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { state } = useLocation();
  const passwordReset = (state as { passwordReset?: boolean } | null)?.passwordReset === true;
  const pending = justLoggedIn ?? data.viewer.pendingLogin;

  const onSelected = async (currency: string) => {
    // The session now prices in the agency's currency; the header's query (the shell's) now has an agent.
    // Nothing priced is cached yet: in the agent portal an anonymous visitor reaches no page but these /login ones.
    rememberCurrency(currency);
    await client.refetchQueries({ include: [AppShellDocument] });
    await navigate(paths.search.getHref());
  };

  return pending ? (
    <SelectConsultant pendingLogin={pending} onSelected={onSelected} focusOnShow={justLoggedIn !== null} />
  ) : (
    <LoginForm onLoggedIn={setJustLoggedIn} notice={passwordReset ? NOTICES.passwordReset : undefined} />
  );
}

/** /login (seed 000 §2 Login screen): 'Day Tours Agent Portal', the login form, then the consultant step. */
export function Component() {
  usePageTitle('Login');
  const { queryRef } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {LABELS.dayToursAgentPortal}
        </h1>
        <Suspense fallback={<LoadingState text="Loading" />}>
          <LoginSteps queryRef={queryRef} />
        </Suspense>
      </section>
    </div>
  );
}

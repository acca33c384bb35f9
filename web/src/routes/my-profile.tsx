import { gql } from '@apollo/client';
import { useReadQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { MyProfilePageDocument } from '@/apollo/generated/graphql';
import { routeQuery } from '@/apollo/router-context';
import { AccountPanel } from '@/features/account/components/account-panel';
import { ChangePasswordPanel } from '@/features/account/components/change-password-panel';
import { ConsultantPanel } from '@/features/account/components/consultant-panel';
import { LoadingState } from '@/ui/loading-state';
import styles from './my-profile.module.css';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';
import { LABELS } from '@tourdesk/domain/messages';

if (false) {
  gql`
    query MyProfilePage {
      viewer {
        agent {
          consultant {
            contactId
            ...ConsultantPanel_consultant
          }
          agency {
            code
            ...AccountPanel_agency
          }
        }
      }
    }
  `;
}

/** Preloads the signed-in agent's consultant and agency. */
export function loader({ context }: LoaderFunctionArgs) {
  return { queryRef: routeQuery(context, MyProfilePageDocument) };
}

function Panels({ queryRef }: ReturnType<typeof loader>) {
  const { data } = useReadQuery(queryRef);
  const agent = data.viewer.agent;
  // The guard lets only agents in; a session that expired meanwhile shows the password panel alone.
  return (
    <div className={styles.panels}>
      {agent && <ConsultantPanel consultant={agent.consultant} />}
      {agent && <AccountPanel agency={agent.agency} />}
      <ChangePasswordPanel />
    </div>
  );
}

/** /my_profile (seed 000 §2 My Profile): consultant information, account information, change password. */
export function Component() {
  usePageTitle('My Profile');
  const { queryRef } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{LABELS.myProfile}</h1>
      <Suspense fallback={<LoadingState text="Loading" />}>
        <Panels queryRef={queryRef} />
      </Suspense>
    </div>
  );
}

import { gql } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AgentNavigationLogOutDocument } from '@/apollo/generated/graphql';
import { clearSessionOnLogout } from '@/lib/session-store';
import { paths } from '@tourdesk/domain/paths';

if (false) {
  gql`
    mutation AgentNavigationLogOut {
      logOut {
        viewer {
          agent {
            __typename
          }
        }
      }
    }
  `;
}

/**
 * The agent's Logout (seed 000 §2 Header navigation): ends the gateway session, clears the login, basket and booking
 * data (session storage and the Apollo cache, so nothing of this agent's shows to the next one in the same tab) and
 * goes to /login.
 * @returns the function that logs out, resolving once /login is reached.
 */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  const [logOut] = useMutation(AgentNavigationLogOutDocument);
  const client = useApolloClient();
  return async () => {
    await logOut();
    clearSessionOnLogout();
    await client.clearStore();
    await navigate(paths.login.getHref());
  };
}

import { useApolloClient, useFragment, useMutation } from '@apollo/client/react';
import { gql } from '@apollo/client';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import { NavLink, useHref, useNavigate } from 'react-router';
import {
  AgentNavigation_AgentFragmentDoc,
  AgentNavigationLogOutDocument,
  type AgentNavigation_AgentFragment,
} from '@/apollo/generated/graphql';
import type { FragmentType } from '@apollo/client';
import { clearSessionOnLogout } from '@/lib/session-store';
import { paths } from '@/paths';
import { ChevronDownIcon } from '@/ui/icons';
import styles from './agent-navigation.module.css';

if (false) {
  gql`
    fragment AgentNavigation_agent on AgentSession {
      consultant {
        contactId
        firstName
        secondName
      }
    }

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
 * The logged-in agent's navigation (seed 000 §2 Header navigation): HOME, Manage Booking, the My Profile
 * menu with View Profile and Logout (a react-aria menu: arrow keys, Enter, Escape), and Cart. Logout ends the
 * gateway session, clears the login, basket and booking data (session storage and the Apollo cache, so nothing of
 * this agent's shows to the next one in the same tab) and goes to /login.
 */
export function AgentNavigation({ agent }: { agent: FragmentType<AgentNavigation_AgentFragment> }) {
  const { data, complete } = useFragment({
    fragment: AgentNavigation_AgentFragmentDoc,
    fragmentName: 'AgentNavigation_agent',
    from: agent,
  });
  const navigate = useNavigate();
  const [logOut] = useMutation(AgentNavigationLogOutDocument);
  const client = useApolloClient();

  const onLogout = async () => {
    await logOut();
    clearSessionOnLogout();
    await client.clearStore();
    await navigate(paths.login.getHref());
  };

  const consultant = complete ? `${data.consultant.firstName} ${data.consultant.secondName}` : '';
  return (
    <RouterProvider navigate={(href) => void navigate(href)} useHref={useHref}>
      <nav className={styles.nav} aria-label="Agent">
        <ul className={styles.list}>
          <li>
            <NavLink className={styles.link} to={paths.home.getHref()} end>
              HOME
            </NavLink>
          </li>
          <li>
            <NavLink className={styles.link} to={paths.manageBookings.getHref()}>
              Manage Booking
            </NavLink>
          </li>
          <li>
            <MenuTrigger>
              <Button
                className={styles.menuButton}
                aria-label={consultant ? `My Profile (${consultant})` : undefined}
              >
                My Profile
                <ChevronDownIcon />
              </Button>
              <Popover className={styles.popover} placement="bottom start">
                <Menu className={styles.menu} aria-label="My Profile">
                  <MenuItem className={styles.item} href={paths.myProfile.getHref()}>
                    View Profile
                  </MenuItem>
                  <MenuItem className={styles.item} onAction={() => void onLogout()}>
                    Logout
                  </MenuItem>
                </Menu>
              </Popover>
            </MenuTrigger>
          </li>
          <li>
            <NavLink className={styles.link} to={paths.cart.getHref()}>
              Cart
            </NavLink>
          </li>
        </ul>
      </nav>
    </RouterProvider>
  );
}

import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import { NavLink, useHref, useNavigate } from 'react-router';
import {
  AgentNavigation_AgentFragmentDoc,
  type AgentNavigation_AgentFragment,
} from '@/apollo/generated/graphql';
import { paths } from '@tourdesk/domain/paths';
import { ChevronDownIcon } from '@/ui/icons';
import styles from './agent-navigation.module.css';
import { ProfileMenu } from './profile-menu';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    fragment AgentNavigation_agent on AgentSession {
      consultant {
        contactId
        firstName
        secondName
      }
      currencies {
        isoCurrencyCode
      }
    }
  `;
}

/**
 * The currency the portal prices in: a menu of the agency's currencies (the login's list), or the one currency as
 * text when the agency sells in only one. Choosing another (a click, or Enter or Space on an item: arrow keys only
 * move) calls `onChange`, which switches the session.
 */
function CurrencySwitch({
  currency,
  currencies,
  onChange,
}: {
  currency: string;
  currencies: readonly { isoCurrencyCode: string }[];
  onChange: (currency: string) => Promise<void>;
}) {
  const [switching, setSwitching] = useState(false);
  if (currencies.length <= 1) {
    return (
      <p className={styles.currency}>
        <span className={styles.currencyLabel}>{UI_TEXTS.currency}</span> {currency}
      </p>
    );
  }
  return (
    <MenuTrigger>
      <Button className={styles.menuButton} aria-label={`Currency: ${currency}`} isPending={switching}>
        <span className={styles.currencyLabel}>{UI_TEXTS.currency}</span> {currency}
        <ChevronDownIcon />
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu
          className={styles.menu}
          aria-label="Currency"
          selectionMode="single"
          selectedKeys={[currency]}
          disallowEmptySelection
          onSelectionChange={(keys) => {
            const chosen = keys === 'all' ? null : [...keys][0];
            if (chosen === undefined || chosen === null || chosen === currency || switching) return;
            setSwitching(true);
            void onChange(String(chosen)).finally(() => setSwitching(false));
          }}
        >
          {currencies.map((c) => (
            <MenuItem key={c.isoCurrencyCode} id={c.isoCurrencyCode} className={styles.item}>
              {c.isoCurrencyCode}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/**
 * The logged-in agent's navigation (seed 000 §2 Header navigation): HOME, Manage Booking, the My Profile
 * menu with View Profile and Logout (a react-aria menu that also opens on hover and when reached with Tab), Cart,
 * and the currency the portal prices in (`currency`, switched with `onCurrencyChange` within the agency's list).
 * Logout ends the gateway session, clears the login, basket and booking data (session storage and the Apollo
 * cache, so nothing of this agent's shows to the next one in the same tab) and goes to /login.
 */
export function AgentNavigation({
  agent,
  currency,
  onCurrencyChange,
}: {
  agent: FragmentType<AgentNavigation_AgentFragment>;
  currency: string;
  onCurrencyChange: (currency: string) => Promise<void>;
}) {
  const { data, complete } = useFragment({
    fragment: AgentNavigation_AgentFragmentDoc,
    fragmentName: 'AgentNavigation_agent',
    from: agent,
  });
  const navigate = useNavigate();
  const consultant = complete ? `${data.consultant.firstName} ${data.consultant.secondName}` : '';
  return (
    <RouterProvider navigate={(href) => void navigate(href)} useHref={useHref}>
      <nav className={styles.nav} aria-label="Agent">
        <ul className={styles.list}>
          <li>
            <NavLink className={styles.link} to={paths.home.getHref()} end>
              {LABELS.home}
            </NavLink>
          </li>
          <li>
            <NavLink className={styles.link} to={paths.manageBookings.getHref()}>
              {LABELS.manageBooking}
            </NavLink>
          </li>
          <ProfileMenu consultant={consultant} />
          <li>
            <NavLink className={styles.link} to={paths.cart.getHref()}>
              {LABELS.cart}
            </NavLink>
          </li>
          {complete && (
            <li className={styles.currencyItem}>
              <CurrencySwitch currency={currency} currencies={data.currencies} onChange={onCurrencyChange} />
            </li>
          )}
        </ul>
      </nav>
    </RouterProvider>
  );
}

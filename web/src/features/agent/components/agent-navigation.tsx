import { useApolloClient, useFragment, useMutation } from '@apollo/client/react';
import { gql } from '@apollo/client';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
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
      currencies {
        isoCurrencyCode
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

/** How long the pointer may be away from the trigger and its menu before a menu opened by hover closes. */
const HOVER_CLOSE_DELAY_MS = 300;

/**
 * How the My Profile menu is open: `peek` when hover or keyboard focus on the trigger showed it (a non-modal
 * popover: focus stays where it was, the pointer leaving or focus moving on closes it); `first`/`last` when the
 * keyboard entered the peeking menu (focus on that item); `menu` when opened by a click or a key (react-aria's own
 * focus rules). Once entered or clicked, the menu is react-aria's modal one (an outside click or Escape closes it).
 */
type MenuOpening = 'peek' | 'first' | 'last' | 'menu' | null;

/** Keys that move from a peeking menu into it, and the item each focuses. */
const ENTER_MENU_KEYS: Record<string, 'first' | 'last'> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/**
 * The My Profile menu's opening (seed 000 §2: a hover dropdown): hovering the trigger or its menu with a mouse,
 * or reaching the trigger with Tab, shows the menu without taking focus; a click and Enter, Space or the arrow
 * keys work as in any react-aria menu (focus in the menu, Escape closes and returns to the trigger).
 */
function useProfileMenu() {
  const [opening, setOpening] = useState<MenuOpening>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const popover = useRef<HTMLDivElement>(null);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const peek = () => {
    window.clearTimeout(closeTimer.current);
    setOpening((current) => current ?? 'peek');
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') peek();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(
      () => setOpening((current) => (current === 'peek' ? null : current)),
      HOVER_CLOSE_DELAY_MS,
    );
  };
  // Capture phase: runs before react-aria's trigger keys, which would otherwise toggle the peeking menu shut.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (opening !== 'peek') return;
    const into = ENTER_MENU_KEYS[event.key];
    if (into) {
      event.preventDefault();
      setOpening(into);
    } else if (event.key === 'Escape') {
      setOpening(null);
    }
  };
  return {
    opening,
    popoverRef: popover,
    /** MenuTrigger's controlled state. */
    triggerProps: {
      isOpen: opening !== null,
      onOpenChange: (open: boolean) =>
        setOpening((current) => (open ? (current && current !== 'peek' ? current : 'menu') : null)),
    },
    /** On the element around the trigger. */
    areaProps: { onPointerEnter, onPointerLeave, onKeyDownCapture },
    /** On the trigger button: reached by Tab, the menu peeks; leaving it elsewhere closes a peeking menu. */
    buttonProps: {
      onKeyUp: (event: KeyboardEvent) => {
        if (event.key === 'Tab') peek();
      },
      onBlur: (event: FocusEvent) => {
        const into = event.relatedTarget instanceof Node && popover.current?.contains(event.relatedTarget);
        if (!into) setOpening((current) => (current === 'peek' ? null : current));
      },
    },
    /** On the element inside the popover, around the menu. */
    menuAreaProps: { onPointerEnter, onPointerLeave },
    /** The menu's focus on opening: none while peeking, the item the key asked for, else react-aria's. */
    autoFocus: opening === 'peek' ? false : opening === 'first' || opening === 'last' ? opening : undefined,
  };
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
        <span className={styles.currencyLabel}>Currency</span> {currency}
      </p>
    );
  }
  return (
    <MenuTrigger>
      <Button className={styles.menuButton} aria-label={`Currency: ${currency}`} isPending={switching}>
        <span className={styles.currencyLabel}>Currency</span> {currency}
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
  const [logOut] = useMutation(AgentNavigationLogOutDocument);
  const client = useApolloClient();
  const { opening, popoverRef, triggerProps, areaProps, buttonProps, menuAreaProps, autoFocus } =
    useProfileMenu();

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
          <li {...areaProps}>
            <MenuTrigger {...triggerProps}>
              <Button
                className={styles.menuButton}
                aria-label={consultant ? `My Profile (${consultant})` : undefined}
                {...buttonProps}
              >
                My Profile
                <ChevronDownIcon />
              </Button>
              <Popover className={styles.popover} placement="bottom start" isNonModal={opening === 'peek'}>
                <div ref={popoverRef} {...menuAreaProps}>
                  <Menu
                    key={opening === 'peek' ? 'peek' : 'active'}
                    className={styles.menu}
                    aria-label="My Profile"
                    autoFocus={autoFocus}
                  >
                    <MenuItem className={styles.item} href={paths.myProfile.getHref()}>
                      View Profile
                    </MenuItem>
                    <MenuItem className={styles.item} onAction={() => void onLogout()}>
                      Logout
                    </MenuItem>
                  </Menu>
                </div>
              </Popover>
            </MenuTrigger>
          </li>
          <li>
            <NavLink className={styles.link} to={paths.cart.getHref()}>
              Cart
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

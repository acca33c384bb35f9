import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { paths } from '@tourdesk/domain/paths';
import { ChevronDownIcon } from '@/ui/icons';
import { useLogOut } from '../hooks/use-log-out';
import { useProfileMenu } from '../hooks/use-profile-menu';
import styles from './agent-navigation.module.css';
import { LABELS } from '@tourdesk/domain/messages';

/**
 * The agent navigation's My Profile item (seed 000 §2 Header navigation): a react-aria menu with View Profile and
 * Logout that also opens on hover and when reached with Tab (useProfileMenu). The trigger's accessible name
 * carries the `consultant`'s name when known. Renders the list item itself, since the hover area is the item.
 */
export function ProfileMenu({ consultant }: { consultant: string }) {
  const { opening, popoverRef, triggerProps, areaProps, buttonProps, menuAreaProps, autoFocus } =
    useProfileMenu();
  const logOut = useLogOut();
  return (
    <li {...areaProps}>
      <MenuTrigger {...triggerProps}>
        <Button
          className={styles.menuButton}
          aria-label={consultant ? `My Profile (${consultant})` : undefined}
          {...buttonProps}
        >
          {LABELS.myProfile}
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
                {LABELS.viewProfile}
              </MenuItem>
              <MenuItem className={styles.item} onAction={() => void logOut()}>
                {LABELS.logout}
              </MenuItem>
            </Menu>
          </div>
        </Popover>
      </MenuTrigger>
    </li>
  );
}

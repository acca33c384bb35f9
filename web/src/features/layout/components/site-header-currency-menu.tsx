import { CURRENCIES } from '@tourdesk/domain/currencies';
import { useRef, useState, type RefObject } from 'react';
import { useInteractOutside } from 'react-aria';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import styles from './site-header.module.css';

/** Props of {@link CurrencyMenu}. */
export interface CurrencyMenuProps {
  /** The header's currency button: the menu sits under it and gives the focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Where the menu is drawn (in the header's landmark), or null for the end of the page. */
  container: HTMLElement | null;
  /** The currency shown (ISO 4217), checked in the menu. */
  currency: string;
  /** Switches to the chosen currency. */
  onChoose: (currency: string) => Promise<void>;
  onClose: () => void;
}

/**
 * The open currency menu: a react-aria single-selection menu of the seven currencies of the default list ('GBP
 * British Pound', seed 000 §9) in a popover under its button; arrow keys move, Enter, Space or a click chooses,
 * Escape or a click outside closes and the focus goes back to the button. Choosing the currency shown closes it;
 * another calls `onChoose` (once at a time).
 */
export function CurrencyMenu({ triggerRef, container, currency, onChoose, onClose }: CurrencyMenuProps) {
  const [switching, setSwitching] = useState(false);
  const popoverRef = useRef<HTMLElement>(null);
  const outsideTrigger = (element: Element) => !triggerRef.current?.contains(element);
  // Non-modal like the filter menus (a menu, not a dialog): a click outside but on its button closes it; the
  // button's own click toggles it.
  useInteractOutside({
    ref: popoverRef,
    onInteractOutside: (event) => {
      if (event.target instanceof Element && outsideTrigger(event.target)) onClose();
    },
  });
  return (
    <Popover
      ref={popoverRef}
      className={styles.popover}
      placement="bottom end"
      triggerRef={triggerRef}
      UNSTABLE_portalContainer={container ?? undefined}
      isOpen
      isNonModal
      shouldCloseOnInteractOutside={outsideTrigger}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Menu
        className={styles.menu}
        aria-label="Currency"
        autoFocus="first"
        selectionMode="single"
        selectedKeys={[currency]}
        disallowEmptySelection
        onClose={onClose}
        onAction={(key) => {
          const chosen = String(key);
          if (switching) return;
          if (chosen === currency) {
            onClose();
            return;
          }
          setSwitching(true);
          void onChoose(chosen).finally(() => setSwitching(false));
        }}
      >
        {CURRENCIES.map((entry) => (
          <MenuItem
            key={entry.isoCurrencyCode}
            id={entry.isoCurrencyCode}
            className={styles.menuItem}
            textValue={`${entry.isoCurrencyCode} ${entry.currency}`}
          >
            {({ isSelected }) => (
              <>
                <span className={styles.check} aria-hidden="true">
                  {isSelected ? '✓' : ''}
                </span>
                <span className={styles.code}>{entry.isoCurrencyCode}</span> {entry.currency}
              </>
            )}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}

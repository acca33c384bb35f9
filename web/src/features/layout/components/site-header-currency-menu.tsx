import { CURRENCIES } from '@tourdesk/domain/currencies';
import { useState, type RefObject } from 'react';
import { PopupMenu, PopupMenuItem } from '@/ui/popup-menu';
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
 * The open currency menu: a single-selection {@link PopupMenu} of the seven currencies of the default list ('GBP
 * British Pound', seed 000 §9) in a popover under its button; arrow keys move, Enter, Space or a click chooses,
 * Escape or a click outside closes and the focus goes back to the button. Choosing the currency shown closes it;
 * another calls `onChoose` (once at a time).
 */
export function CurrencyMenu({ triggerRef, container, currency, onChoose, onClose }: CurrencyMenuProps) {
  const [switching, setSwitching] = useState(false);
  return (
    <PopupMenu
      triggerRef={triggerRef}
      container={container}
      placement="bottom end"
      className={styles.currencyPopover}
      label="Currency"
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
        <PopupMenuItem
          key={entry.isoCurrencyCode}
          id={entry.isoCurrencyCode}
          className={styles.currencyItem}
          textValue={`${entry.isoCurrencyCode} ${entry.currency}`}
        >
          <span className={styles.code}>{entry.isoCurrencyCode}</span> {entry.currency}
        </PopupMenuItem>
      ))}
    </PopupMenu>
  );
}

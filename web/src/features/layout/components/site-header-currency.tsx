import { CURRENCIES } from '@tourdesk/domain/currencies';
import { lazy, Suspense, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/ui/icons';
import { UI_TEXTS } from '@/texts';
import styles from './site-header.module.css';

// The menu (react-aria) loads when first opened: the first screen stays without react-aria (B5).
const CurrencyMenu = lazy(() =>
  import('./site-header-currency-menu').then((module) => ({ default: module.CurrencyMenu })),
);

/** Props of {@link CurrencySwitch}. */
export interface CurrencySwitchProps {
  /** The currency prices are shown in (ISO 4217 code of the default list). */
  currency: string;
  /** Switches to the chosen currency (ISO 4217); the menu stays open while it runs. */
  onChoose: (currency: string) => Promise<void>;
}

/**
 * The header's currency switch: a menu button ('Currency £ GBP', WAI-ARIA menu button) opening the seven
 * currencies of the default list (seed 000 §9) as a react-aria menu ({@link CurrencyMenu}, loaded when first
 * opened); choosing another calls `onChoose`.
 */
export function CurrencySwitch({ currency, onChoose }: CurrencySwitchProps) {
  const mask = CURRENCIES.find((entry) => entry.isoCurrencyCode === currency)?.currencyMask ?? '';
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The menu is drawn in the header (the banner landmark) rather than at the end of the page.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <span ref={setContainer} className={styles.currencyWrap}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.currency}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.currencyLabel}>{UI_TEXTS.currency}</span>
        <span>
          {mask} {currency}
        </span>
        <ChevronDownIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CurrencyMenu
            triggerRef={triggerRef}
            container={container}
            currency={currency}
            onChoose={onChoose}
            onClose={() => {
              setOpen(false);
              // Escape (or a choice) takes the menu and its focus away: the focus goes back to the button, but
              // not from where a click outside put it.
              requestAnimationFrame(() => {
                if (document.activeElement === document.body) triggerRef.current?.focus();
              });
            }}
          />
        </Suspense>
      )}
    </span>
  );
}

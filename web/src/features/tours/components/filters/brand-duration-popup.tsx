import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { UI_TEXTS } from '@/texts';
import { BrandDurationChoices, type BrandDurationChoice } from './brand-duration-choices';
import styles from './filters.module.css';

/** Props of {@link BrandDurationPopup}. */
export interface BrandDurationPopupProps {
  /** The current choice (from the address). */
  value: BrandDurationChoice;
  /** The 'Brand & duration' button the popup opens from (placement, and where the focus returns). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  onChange: (choice: BrandDurationChoice) => void;
  onClose: () => void;
}

/**
 * The open agent brand/duration popup (seed 001 §2 Filter interfaces): a dialog in a popover under its button
 * with the four brand/duration cards and 'Show all tours'; a choice applies and closes it. Loaded only once it
 * opens.
 */
export function BrandDurationPopup({ value, triggerRef, onChange, onClose }: BrandDurationPopupProps) {
  return (
    <Popover
      className={styles.popover}
      placement="bottom start"
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog className={styles.brandDialog}>
        <Heading slot="title" className={styles.brandTitle}>
          {UI_TEXTS.brandAndDuration}
        </Heading>
        <BrandDurationChoices
          value={value}
          onChoose={(choice) => {
            onChange(choice);
            onClose();
          }}
        />
      </Dialog>
    </Popover>
  );
}

import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { ChevronDownIcon } from '@/ui/icons';
import styles from './tour-panel.module.css';

/** A room option as the gateway gives it (label already carries '(Unavailable)' or ' - Phone for Room Combination'). */
export interface RoomChoice {
  id: string;
  label: string;
  available: boolean;
  /** '+ £20.00', '' for the cheapest; null when unpriced. */
  priceDifferenceLabel: string | null;
}

/** Props of {@link RoomSelector}. */
export interface RoomSelectorProps {
  options: RoomChoice[];
  value: string | null;
  onChange: (id: string) => void;
  /** Shown when Add to Cart was refused for want of a room. */
  errorMessage: string | null;
}

/**
 * The room selector of multi-day tours (seed 001 §2, §5 Rooms, §8, §9): every combination for the party with its
 * price difference from the cheapest ('+ £x'); combinations marked '(Unavailable)' or ' - Phone for Room
 * Combination' are listed but cannot be chosen.
 */
export function RoomSelector({ options, value, onChange, errorMessage }: RoomSelectorProps) {
  return (
    <Select
      className={styles.field}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      disabledKeys={options.filter((option) => !option.available).map((option) => option.id)}
      placeholder="Choose your rooms"
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={styles.fieldLabel}>Rooms</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <ChevronDownIcon />
      </Button>
      {errorMessage && (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      )}
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} textValue={option.label} className={styles.option}>
              <span>{option.label}</span>
              {option.priceDifferenceLabel && (
                <span className={styles.optionHint}>{option.priceDifferenceLabel}</span>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

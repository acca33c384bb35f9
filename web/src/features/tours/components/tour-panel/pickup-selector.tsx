import { pickupSelectorState } from '@tourdesk/domain/pickup';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { useId } from 'react';
import { ChevronDownIcon } from '@/ui/icons';
import styles from './tour-panel.module.css';
import { UI_TEXTS } from '@/texts';

/** A pick-up point as the selector shows it. */
export interface PickupOption {
  /** The provider's original id, sent in the basket. */
  id: string;
  name: string;
  address: string | null;
  /** HH:MM, or null when not shown (00:00). */
  pickupTime: string | null;
}

/** Props of {@link PickupSelector}. */
export interface PickupSelectorProps {
  departureDate: string | null;
  options: PickupOption[];
  value: string | null;
  onChange: (id: string | null) => void;
}

/**
 * The hotel pick-up selector (seed 001 §4, §5, §9): before a date is chosen it is disabled with the hint
 * 'Please select a date to choose hotel pick-up.' and the tooltip 'Please select a trip date first'; then a
 * react-aria Select of the run's points (name as the option's label, pick-up time and address as its
 * description, so they never run together), and the chosen point's pick-up time (departure minus
 * minutes_before). Tours without a pick-up run do not show it (see Tour.hasPickupPoints).
 */
export function PickupSelector({ departureDate, options, value, onChange }: PickupSelectorProps) {
  const state = pickupSelectorState(departureDate);
  const hintId = useId();
  const chosen = options.find((option) => option.id === value) ?? null;
  if (!state.enabled) {
    return (
      <div className={styles.field}>
        <span className={styles.fieldLabel} id={`${hintId}-label`}>
          {UI_TEXTS.hotelPickup}
        </span>
        <TooltipTrigger delay={300}>
          <Button
            className={`${styles.selectButton} ${styles.disabledSelect}`}
            aria-labelledby={`${hintId}-label`}
            aria-describedby={hintId}
            aria-disabled="true"
          >
            <span>{UI_TEXTS.choosePickupPoint}</span>
            <ChevronDownIcon />
          </Button>
          <Tooltip className={styles.tooltip}>{state.tooltip}</Tooltip>
        </TooltipTrigger>
        <p id={hintId} className={styles.hint}>
          {state.hint}
        </p>
      </div>
    );
  }
  if (options.length === 0) return null;
  return (
    <Select
      className={styles.field}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      placeholder={UI_TEXTS.choosePickupPoint}
    >
      <Label className={styles.fieldLabel}>{UI_TEXTS.hotelPickup}</Label>
      <Button className={styles.selectButton}>
        <SelectValue>
          {({ selectedText, isPlaceholder, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDownIcon />
      </Button>
      {chosen?.pickupTime && (
        <Text slot="description" className={styles.hint}>
          {UI_TEXTS.pickupTime} {chosen.pickupTime}
        </Text>
      )}
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} textValue={option.name} className={styles.option}>
              <Text slot="label">{option.name}</Text>
              {(option.address || option.pickupTime) && (
                <Text slot="description" className={styles.optionHint}>
                  {[option.pickupTime && `Pick-up ${option.pickupTime}`, option.address]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

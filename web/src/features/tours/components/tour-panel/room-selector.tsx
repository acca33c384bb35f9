import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import { ChevronDownIcon } from '@/ui/icons';
import styles from './tour-panel.module.css';
import { UI_TEXTS } from '@/texts';

/** A room option as the gateway gives it (label already carries '(Unavailable)' or ' - Phone for Room Combination'). */
export interface RoomChoice {
  id: string;
  label: string;
  available: boolean;
  /** '+ £20.00', '' for the cheapest; null when unpriced. */
  priceDifferenceLabel: string | null;
}

/** An option as one line of text, label and price difference apart: 'Family room (3 people), + £60.00'. */
function roomText(option: RoomChoice): string {
  return option.priceDifferenceLabel ? `${option.label}, ${option.priceDifferenceLabel}` : option.label;
}

/** Props of {@link RoomSelector}. */
export interface RoomSelectorProps {
  options: RoomChoice[];
  value: string | null;
  onChange: (id: string) => void;
  /** What Add to Cart still needs here ('Choose your rooms'), or null once a room is chosen. */
  need: string | null;
  /** Id of the need's text, which describes the select. */
  needId: string;
}

/**
 * The room selector of multi-day tours (seed 001 §2, §5 Rooms, §8, §9): every combination for the party with its
 * price difference from the cheapest ('+ £x', kept apart from the label in the list, the chosen value and the
 * accessible names); combinations marked '(Unavailable)' or ' - Phone for Room Combination' are listed but
 * cannot be chosen. Until a room is chosen, the text Add to Cart waits for sits under the select.
 */
export function RoomSelector({ options, value, onChange, need, needId }: RoomSelectorProps) {
  return (
    <Select
      className={styles.field}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      disabledKeys={options.filter((option) => !option.available).map((option) => option.id)}
      placeholder="Choose your rooms"
    >
      <Label className={styles.fieldLabel}>{UI_TEXTS.roomsLabel}</Label>
      <Button className={styles.selectButton} aria-describedby={need ? needId : undefined}>
        <SelectValue>
          {({ selectedText, isPlaceholder, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDownIcon />
      </Button>
      {need && (
        <p id={needId} className={styles.need}>
          {need}
        </p>
      )}
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <ListBoxItem
              key={option.id}
              id={option.id}
              textValue={roomText(option)}
              className={styles.option}
            >
              <Text slot="label">{option.label}</Text>
              {option.priceDifferenceLabel && (
                <Text slot="description" className={styles.optionHint}>
                  {option.priceDifferenceLabel}
                </Text>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

import { ageCategoryPlural, partyText } from '@tourdesk/domain/age-categories';
import {
  canAddPassenger,
  changePassengerCount,
  passengerLimitMessage,
  totalPassengers,
  type PassengerCounts,
} from '@tourdesk/domain/passengers-count';
import { useId } from 'react';
import { Button, Dialog, DialogTrigger, Input, NumberField, Popover } from 'react-aria-components';
import type { AgeCategoryName } from '@/apollo/generated/graphql';
import { ChevronDownIcon } from '@/ui/icons';
import styles from './tour-panel.module.css';
import { UI_TEXTS } from '@/texts';

/** An age category as the passenger selector shows it. */
export interface PassengerCategory {
  name: AgeCategoryName;
  label: string;
  /** Consumer description ('60+'...); null for agents, who see the raw name (seed 001 §6). */
  description: string | null;
  maxPassengers: number;
}

/** Props of {@link PassengerSelector}. */
export interface PassengerSelectorProps {
  categories: PassengerCategory[];
  counts: PassengerCounts;
  /** Free seats of the chosen date, or -1 when unknown (no date yet). */
  freeSeats: number;
  /** Id of the text saying what the party still needs (an 18+ member, fewer passengers), if any. */
  describedBy?: string;
  onChange: (counts: PassengerCounts) => void;
}

/** '2 Adults, 1 Child' for the party (plural 'Children', seed 000 §9); 'No passengers' when empty. */
export function partySummary(categories: PassengerCategory[], counts: PassengerCounts): string {
  const text = partyText(
    categories.map((category) => ({ category: category.label, count: counts[category.name] ?? 0 })),
  );
  return text || 'No passengers';
}

/**
 * The passenger dropdown (seed 001 §2, §5): a button showing the party that opens a popover with a counter per
 * age category (react-aria number fields: arrow keys step, focus stays in the field when a limit disables a
 * stepper). At most 10 passengers; one more can be added only while the date's free seats exceed the total (or
 * are unknown), and when it cannot the popover says why; a count never goes below 0. Every step goes through the
 * domain's count rule.
 */
export function PassengerSelector({
  categories,
  counts,
  freeSeats,
  describedBy,
  onChange,
}: PassengerSelectorProps) {
  const labelId = useId();
  const total = totalPassengers(counts);
  const addAllowed = canAddPassenger(total, freeSeats);
  const limit = passengerLimitMessage(total, freeSeats);
  const limitId = `${labelId}-limit`;
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.fieldLabel}>
        {UI_TEXTS.passengersLabel}
      </span>
      <DialogTrigger>
        <Button
          className={styles.selectButton}
          aria-labelledby={`${labelId} ${labelId}-value`}
          aria-describedby={describedBy}
        >
          <span id={`${labelId}-value`}>{partySummary(categories, counts)}</span>
          <ChevronDownIcon />
        </Button>
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.popoverDialog} aria-labelledby={labelId}>
            <ul className={styles.counterList}>
              {categories.map((category) => (
                <PassengerCounter
                  key={category.name}
                  category={category}
                  counts={counts}
                  freeSeats={freeSeats}
                  addAllowed={addAllowed}
                  limitId={limit ? limitId : undefined}
                  onChange={onChange}
                />
              ))}
            </ul>
            {/* Why the '+' buttons are greyed out; said as it appears. */}
            <p id={limitId} className={styles.need} role="status">
              {limit}
            </p>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}

/** Props of {@link PassengerCounter}. */
interface PassengerCounterProps {
  category: PassengerCategory;
  counts: PassengerCounts;
  /** Free seats of the chosen date, or -1 when unknown. */
  freeSeats: number;
  /** Whether the party may grow by one (the date's seats and the 10-passenger limit allow it). */
  addAllowed: boolean;
  /** Id of the text saying why '+' is disabled, while it says anything. */
  limitId: string | undefined;
  onChange: (counts: PassengerCounts) => void;
}

/**
 * One age category's counter in the passenger popover: its label and description, and a react-aria number field
 * whose steps each go through the domain's count rule (`changePassengerCount`).
 */
function PassengerCounter({
  category,
  counts,
  freeSeats,
  addAllowed,
  limitId,
  onChange,
}: PassengerCounterProps) {
  const count = counts[category.name] ?? 0;
  const step = (updated: PassengerCounts, delta: 1 | -1) =>
    changePassengerCount(updated, category.name, delta, freeSeats, category.maxPassengers);
  return (
    <li className={styles.counter}>
      <span>
        <span className={styles.counterName}>{category.label}</span>
        {category.description && <span className={styles.counterHint}>{category.description}</span>}
      </span>
      <NumberField
        className={styles.counterControls}
        aria-label={ageCategoryPlural(category.label)}
        aria-describedby={limitId}
        value={count}
        minValue={0}
        maxValue={addAllowed ? Math.min(category.maxPassengers, count + 1) : count}
        onChange={(next) => {
          let updated = counts;
          for (let at = count; at < next; at += 1) updated = step(updated, 1);
          for (let at = count; at > next; at -= 1) updated = step(updated, -1);
          onChange(updated);
        }}
      >
        <Button slot="decrement" className={styles.counterButton} aria-label={`Remove one ${category.label}`}>
          −
        </Button>
        <Input className={styles.counterValue} />
        <Button slot="increment" className={styles.counterButton} aria-label={`Add one ${category.label}`}>
          +
        </Button>
      </NumberField>
    </li>
  );
}

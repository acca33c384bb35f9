import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { monthKey, type DepartureCalendar } from '@/features/tours/hooks/use-departure-calendar';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';
import { UI_TEXTS } from '@/texts';
import styles from './dates.module.css';

/** A month as the dropdown names it: 'March 2027'. */
function monthLabel(month: DepartureCalendar['months'][number]): string {
  return `${month.name} ${month.year}`;
}

/**
 * The Dates panel's month selector: previous and next arrows (disabled at the first and last month on sale) and
 * a dropdown of the months on sale, which waits for them to load.
 */
export function MonthSelector({ calendar }: { calendar: DepartureCalendar }) {
  const { focused, months, navigation, goTo } = calendar;
  return (
    <div className={styles.monthSelector}>
      <Button
        className={styles.monthArrow}
        aria-label="Previous month"
        isDisabled={!navigation.previous}
        onPress={() => goTo(navigation.previous)}
      >
        <ChevronLeftIcon />
      </Button>
      <Select
        className={styles.monthSelect}
        // Without its months (still loading) the list could not open: the dropdown waits for them.
        isDisabled={months.length === 0}
        selectedKey={monthKey(focused.year, focused.month)}
        onSelectionChange={(key) => {
          const [year, month] = String(key).split('-').map(Number);
          if (year && month) goTo({ year, month });
        }}
      >
        <Label className="visually-hidden">{UI_TEXTS.month}</Label>
        <Button className={styles.selectButton}>
          <SelectValue />
          <ChevronDownIcon />
        </Button>
        <Popover className={styles.popover}>
          <ListBox className={styles.listBox}>
            {months.map((m) => (
              <ListBoxItem
                key={monthKey(m.year, m.month)}
                id={monthKey(m.year, m.month)}
                className={styles.option}
              >
                {monthLabel(m)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <Button
        className={styles.monthArrow}
        aria-label="Next month"
        isDisabled={!navigation.next}
        onPress={() => goTo(navigation.next)}
      >
        <ChevronRightIcon />
      </Button>
    </div>
  );
}

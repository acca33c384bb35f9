import { parseDate, type CalendarDate } from '@internationalized/date';
import { isIsoDate } from '@tourdesk/domain/dates';
import { useId } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';
import styles from './date-picker-field.module.css';
import fieldStyles from './field.module.css';

/**
 * A labelled date field: a react-aria date picker (typed day, month and year segments, or a calendar in a
 * popover), `value` and `onChange` as ISO yyyy-mm-dd or '' for none, in British day-month-year order. `error`
 * marks it invalid and describes it, as {@link Field} does for text.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const errorId = useId();
  const date: CalendarDate | null = isIsoDate(value) ? parseDate(value) : null;
  return (
    <I18nProvider locale="en-GB">
      <DatePicker
        className={fieldStyles.field}
        value={date}
        onChange={(next) => onChange(next ? next.toString() : '')}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        granularity="day"
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <Group className={styles.group}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment className={styles.segment} segment={segment} />}
          </DateInput>
          <Button className={styles.open} aria-label={`Choose ${label.toLowerCase()} date`}>
            <CalendarIcon />
          </Button>
        </Group>
        {error && (
          <p id={errorId} className={fieldStyles.error}>
            {error}
          </p>
        )}
        <Popover className={styles.popover}>
          <Dialog className={styles.dialog} aria-label={label}>
            <Calendar className={styles.calendar}>
              <header className={styles.header}>
                <Button slot="previous" className={styles.nav}>
                  <ChevronLeftIcon />
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.nav}>
                  <ChevronRightIcon />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                {(day) => <CalendarCell className={styles.cell} date={day} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

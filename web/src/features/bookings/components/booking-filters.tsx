import { SEARCHABLE_BOOKING_STATUSES, type SearchableBookingStatus } from '@tourdesk/domain/booking-search';
import { compareIsoDates, isIsoDate } from '@tourdesk/domain/dates';
import { FIELD_MESSAGES } from '@tourdesk/domain/messages';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/ui/button';
import { DatePickerField } from '@/ui/date-picker-field';
import { Field } from '@/ui/field';
import { DEPARTING_WITHIN_CHOICES, type BookingsFilters } from '../api/bookings-query';
import { bookingStatusText } from '@tourdesk/domain/booking';
import styles from './booking-filters.module.css';

interface FilterValues {
  text: string;
  status: SearchableBookingStatus | '';
  from: string;
  to: string;
  balanceDue: boolean;
  within: string;
}

const CLEARED: FilterValues = { text: '', status: '', from: '', to: '', balanceDue: false, within: '' };

function valuesOf(filters: BookingsFilters): FilterValues {
  return {
    text: filters.text,
    status: filters.status ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
    balanceDue: filters.balanceDue,
    within: filters.within === null ? '' : String(filters.within),
  };
}

/**
 * The Manage Bookings search and filters (seed 000 §2 Manage Bookings, agents' daily work): one text matched by the
 * gateway against booking id, agent reference and lead guest name, a status, a departure date range, 'Departing
 * within' a number of days and 'Balance due' only. Search applies them together; Clear removes them all. The values come from the address (`filters`), so Back shows
 * what was searched.
 */
export function BookingFilters({
  filters,
  onApply,
}: {
  filters: BookingsFilters;
  onApply: (next: BookingsFilters) => void;
}) {
  const statusId = useId();
  const withinId = useId();
  const { register, control, handleSubmit, reset } = useForm<FilterValues>({ values: valuesOf(filters) });
  const active =
    filters.text !== '' ||
    filters.status !== null ||
    filters.from !== null ||
    filters.to !== null ||
    filters.balanceDue ||
    filters.within !== null;
  const apply = (values: FilterValues) =>
    onApply({
      text: values.text.trim(),
      status: values.status || null,
      from: values.from || null,
      to: values.to || null,
      balanceDue: values.balanceDue,
      within: values.within === '' ? null : Number(values.within),
    });
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Bookings"
      onSubmit={(event) => void handleSubmit(apply)(event)}
      noValidate
    >
      <Field
        className={styles.text}
        label="Search bookings"
        placeholder="Booking ID, agent reference or lead guest"
        type="search"
        {...register('text')}
      />
      <div className={styles.select}>
        <label htmlFor={statusId}>Status</label>
        <select id={statusId} {...register('status')}>
          <option value="">All statuses</option>
          {SEARCHABLE_BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {bookingStatusText(status)}
            </option>
          ))}
        </select>
      </div>
      <Controller
        control={control}
        name="from"
        render={({ field }) => (
          <DatePickerField
            label="Departing from"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="to"
        rules={{
          validate: (to, { from }) =>
            !to || !from || !isIsoDate(to) || !isIsoDate(from) || compareIsoDates(from, to) <= 0
              ? true
              : FIELD_MESSAGES.departureRangeReversed,
        }}
        render={({ field, fieldState }) => (
          <DatePickerField
            label="Departing until"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={styles.select}>
        <label htmlFor={withinId}>Departing within</label>
        <select id={withinId} {...register('within')}>
          <option value="">Any time</option>
          {DEPARTING_WITHIN_CHOICES.map((days) => (
            <option key={days} value={String(days)}>
              {days} days
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('balanceDue')} />
        Balance due
      </label>
      <div className={styles.actions}>
        <Button type="submit">Search</Button>
        {active && (
          <Button
            variant="secondary"
            onClick={() => {
              reset(CLEARED);
              onApply({ text: '', status: null, from: null, to: null, balanceDue: false, within: null });
            }}
          >
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}

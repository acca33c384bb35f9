import { bookingStatusText } from '@tourdesk/domain/booking';
import { SEARCHABLE_BOOKING_STATUSES } from '@tourdesk/domain/booking-search';
import { useId } from 'react';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { UI_TEXTS } from '@/texts';
import { DEPARTING_WITHIN_CHOICES, type BookingsFilters } from '../api/bookings-query';
import { useBookingFilters } from '../hooks/use-booking-filters';
import { DepartureRangeFields } from './departure-range-fields';
import styles from './booking-filters.module.css';

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
  const { register, control, onSubmit, active, clear } = useBookingFilters(filters, onApply);
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Bookings"
      onSubmit={(event) => void onSubmit(event)}
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
        <label htmlFor={statusId}>{UI_TEXTS.status}</label>
        <select id={statusId} {...register('status')}>
          <option value="">{UI_TEXTS.allStatuses}</option>
          {SEARCHABLE_BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {bookingStatusText(status)}
            </option>
          ))}
        </select>
      </div>
      <DepartureRangeFields control={control} />
      <div className={styles.select}>
        <label htmlFor={withinId}>{UI_TEXTS.departingWithin}</label>
        <select id={withinId} {...register('within')}>
          <option value="">{UI_TEXTS.anyTime}</option>
          {DEPARTING_WITHIN_CHOICES.map((days) => (
            <option key={days} value={String(days)}>
              {days} {UI_TEXTS.days}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('balanceDue')} />
        {UI_TEXTS.balanceDue}
      </label>
      <div className={styles.actions}>
        <Button type="submit">{UI_TEXTS.search}</Button>
        {active && (
          <Button variant="secondary" onClick={clear}>
            {UI_TEXTS.clear}
          </Button>
        )}
      </div>
    </form>
  );
}

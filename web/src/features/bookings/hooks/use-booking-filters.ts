import type { SearchableBookingStatus } from '@tourdesk/domain/booking-search';
import { useForm } from 'react-hook-form';
import type { BookingsFilters } from '../api/bookings-query';

/** The filter form's values as typed (empty strings for no choice). */
export interface FilterValues {
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
 * The Manage Bookings filter form's state (seed 000 §2 Manage Bookings): its values follow `filters` (the
 * address); `onSubmit` applies them together through `onApply`, `clear` empties the form and applies no filter.
 * @returns react-hook-form's `register` and `control`, `onSubmit` for the form, `active` when a filter is
 * applied, and `clear`.
 */
export function useBookingFilters(filters: BookingsFilters, onApply: (next: BookingsFilters) => void) {
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
  const clear = () => {
    reset(CLEARED);
    onApply({ text: '', status: null, from: null, to: null, balanceDue: false, within: null });
  };
  return { register, control, onSubmit: handleSubmit(apply), active, clear };
}

import { compareIsoDates, isIsoDate } from '@tourdesk/domain/dates';
import { FIELD_MESSAGES } from '@tourdesk/domain/messages';
import { Controller, type Control } from 'react-hook-form';
import { DatePickerField } from '@/ui/date-picker-field';
import type { FilterValues } from '../hooks/use-booking-filters';

/**
 * The bookings filter's departure date range: 'Departing from' and 'Departing until', the latter saying so when
 * it is before the former (FIELD_MESSAGES.departureRangeReversed).
 */
export function DepartureRangeFields({ control }: { control: Control<FilterValues> }) {
  return (
    <>
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
    </>
  );
}

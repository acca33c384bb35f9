import { pickupTime } from '@tourdesk/domain/pickup';
import { Controller } from 'react-hook-form';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { isDepartureOnSale } from '@tourdesk/domain/calendar';
import type { TourPanelState } from '@/features/tours/hooks/use-tour-panel';
import { PassengerSelector, type PassengerCategory } from './passenger-selector';
import { PickupSelector } from './pickup-selector';
import { NeedText } from './tour-panel-intro';
import styles from './tour-panel.module.css';
import { UI_TEXTS } from '@/texts';

/**
 * The departure times of a tour running several times a day (seed 001 §5), as horizontal radio tabs with their
 * seat labels; times not on sale are disabled. Nothing for a tour with one departure.
 */
export function DepartureTimes({ booking }: { booking: TourPanelState['booking'] }) {
  if (!booking.severalTimes) return null;
  return (
    <RadioGroup
      className={styles.field}
      value={booking.departureTime}
      onChange={(time) => booking.setValue('departureTime', time)}
      orientation="horizontal"
    >
      <Label className={styles.fieldLabel}>{UI_TEXTS.departureTime}</Label>
      <div className={styles.tabs}>
        {booking.departures.map((item) => (
          <Radio
            key={item.time}
            value={item.time}
            className={styles.tab}
            isDisabled={!isDepartureOnSale(item)}
          >
            {item.time}
            {item.seatLabel && (
              <span className={styles.tabHint}>
                <span className="visually-hidden">, </span>
                {item.seatLabel}
              </span>
            )}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/**
 * The party (seed 001 §4): the passenger selector in the panel's form, bounded by the chosen date's free seats
 * (none before a date is chosen), and what 'Add to Cart' needs of it. A change clears the last refusals.
 */
export function PassengersField({
  panel,
  categories,
}: {
  panel: TourPanelState;
  categories: PassengerCategory[];
}) {
  const { booking, ids, actions } = panel;
  const { form, need } = booking;
  return (
    <>
      <Controller
        control={booking.control}
        name="passengers"
        render={({ field }) => (
          <PassengerSelector
            categories={categories}
            counts={field.value}
            freeSeats={form.departureDate ? booking.freeSeats : -1}
            describedBy={need('passengers') ? ids.passengersNeed : undefined}
            onChange={(counts) => {
              actions.clearErrors();
              field.onChange(counts);
            }}
          />
        )}
      />
      <NeedText id={ids.passengersNeed} text={need('passengers')} />
    </>
  );
}

/**
 * The pick-up point of the chosen date (seed 001 §4, §5), in the panel's form. For a tour running several times a
 * day each point's time is worked out from the chosen departure (domain pickupTime), else it is the provider's.
 */
export function PickupField({ booking }: { booking: TourPanelState['booking'] }) {
  const { severalTimes, departureTime, form } = booking;
  const pickupTimeOf = (point: { pickupTime: string | null; minutesBefore: number }) =>
    severalTimes && departureTime ? pickupTime(departureTime, point.minutesBefore) : point.pickupTime;
  return (
    <Controller
      control={booking.control}
      name="pickupPointId"
      render={({ field }) => (
        <PickupSelector
          departureDate={form.departureDate}
          options={(booking.dateOptions?.pickupPoints ?? []).map((point) => ({
            id: point.originalId,
            name: point.name,
            address: point.address,
            pickupTime: pickupTimeOf(point),
          }))}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}

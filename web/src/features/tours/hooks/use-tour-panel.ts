import { useCallback, useId, useState } from 'react';
import type { TourPanel_TourFragment } from '@/apollo/generated/graphql';
import type { PanelChoices, PanelTrip } from '../api/tour-booking';
import type { PassengerCategory } from '../components/tour-panel/passenger-selector';
import { useSalesGroupPrices } from '../components/tour-panel/sales-group-selector';
import { useTourBooking } from './use-tour-booking';

/** What {@link useTourPanel} needs: the bookable tour and the panel's props. */
export interface TourPanelSetup {
  tour: TourPanel_TourFragment;
  categories: PassengerCategory[];
  initial: PanelChoices;
  carriedNotice: string | null;
  basketCurrency: string | null;
  onSelectProduct: (tourId: string, choices: PanelChoices, notice: string | null) => void;
  onAddToCart: (trip: PanelTrip) => void;
}

/**
 * The state of a bookable tour's details panel (seed 001 §2 Tour details panel, §4): the booking
 * ({@link useTourBooking}), the element ids its sections name each other by, the refusals of the last 'Add to
 * Cart' click, the notice a sales-group switch carried, the sales-group options' prices for the month the calendar
 * shows (known before the calendar reports it: its chosen date's month, else the tour's first, so a
 * server-rendered panel has them in the page's answers) and the panel's actions: choose a date (with its free
 * seats), switch to another option carrying the choices, add to the cart, clear the refusals.
 */
export function useTourPanel(setup: TourPanelSetup) {
  const { tour, categories, initial, basketCurrency } = setup;
  const ids = {
    dates: useId(),
    bookingTitle: useId(),
    dateNeed: useId(),
    passengersNeed: useId(),
    roomNeed: useId(),
  };
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState(setup.carriedNotice);
  const order = categories.map((category) => category.name);
  const booking = useTourBooking(tour, order, initial, basketCurrency);
  const { form, setValue } = booking;
  const [shownMonth, setShownMonth] = useState<{ year: number; month: number } | null>(() => {
    const date = form.departureDate;
    if (date) return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
    const first = tour.months[0];
    return first ? { year: first.year, month: first.month } : null;
  });
  const optionPrices = useSalesGroupPrices(
    tour.tourId,
    shownMonth,
    form.departureDate ?? null,
    tour.salesGroup !== null && tour.salesGroup !== undefined,
  );
  // Stable, like `showMonth`, so the calendar (memoised: its 42 days are the panel's largest part) is not drawn
  // again when something else in the panel changes.
  const chooseDate = useCallback(
    (date: string, seats: number) => {
      setErrors([]);
      setNotice(null);
      setValue('departureDate', date);
      setValue('freeSeats', seats);
    },
    [setValue],
  );
  // The calendar tells the month it shows when it opens: the same month keeps the same state (no second drawing).
  const showMonth = useCallback((shown: { year: number; month: number }) => {
    setShownMonth((current) =>
      current?.year === shown.year && current.month === shown.month ? current : shown,
    );
  }, []);
  const actions = {
    chooseDate,
    switchProduct: async (tourId: string) => {
      const carried = await booking.carryTo(tourId);
      setup.onSelectProduct(tourId, carried.choices, carried.notice);
    },
    addToCart: () => {
      const result = booking.validate();
      setErrors(result.refusals);
      if (result.trip) setup.onAddToCart(result.trip);
    },
    clearErrors: () => setErrors([]),
    showMonth,
  };
  return { ids, booking, errors, notice, optionPrices, actions };
}

/** A bookable tour's details panel state, as {@link useTourPanel} gives it. */
export type TourPanelState = ReturnType<typeof useTourPanel>;

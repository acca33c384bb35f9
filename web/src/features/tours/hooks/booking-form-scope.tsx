import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { BookingForm, PanelChoices } from '../api/tour-booking';

/** What the panel's parts use of its react-hook-form form: stable for the form's whole life. */
export type BookingFormHandle = Pick<UseFormReturn<BookingForm>, 'control' | 'setValue' | 'getValues'>;

const BookingFormContext = createContext<BookingFormHandle | null>(null);

/**
 * Owns the tour details panel's react-hook-form form (opened with `initial`) and hands it to the panel below.
 * react-hook-form draws the component holding `useForm` once more right after it mounts (its form becomes
 * 'ready'): held here, apart from the panel, that drawing is this component's alone (its children and the form's
 * handle stay the same), so it does not reach the panel, whose parts a server-rendered page hydrates one after
 * another: an update reaching a part not yet hydrated would make React hydrate all of them at once.
 */
export function BookingFormScope({ initial, children }: { initial: PanelChoices; children: ReactNode }) {
  const { control, setValue, getValues } = useForm<BookingForm>({
    defaultValues: {
      departureDate: initial.departureDate,
      freeSeats: -1,
      departureTime: initial.departureTime,
      passengers: initial.counts,
      pickupPointId: initial.pickupPointId,
      roomOptionId: null,
    },
  });
  const handle = useMemo(() => ({ control, setValue, getValues }), [control, setValue, getValues]);
  return <BookingFormContext.Provider value={handle}>{children}</BookingFormContext.Provider>;
}

/** The form of the enclosing {@link BookingFormScope}. @throws when there is none. */
export function useBookingForm(): BookingFormHandle {
  const handle = useContext(BookingFormContext);
  if (!handle) throw new Error('useBookingForm must be used inside a BookingFormScope');
  return handle;
}

import { gql, type FragmentType } from '@apollo/client';
import { useApolloClient, useFragment, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  AmendBookingDocument,
  BookingAmendment_BookingFragmentDoc,
  BookingDetailsPageDocument,
  type BookingAmendment_BookingFragment,
} from '@/apollo/generated/graphql';
import { UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { changedPassengers, notesChanged, valuesOf, type AmendValues } from '../api/amendment-values';

if (false) {
  gql`
    mutation AmendBooking(
      $groupBookingId: ID!
      $amendmentVersion: String!
      $passengers: [PassengerInput!]!
      $notes: [BookingNoteInput!]
      $idempotencyKey: String!
    ) {
      amendBooking(
        groupBookingId: $groupBookingId
        amendmentVersion: $amendmentVersion
        passengers: $passengers
        notes: $notes
        idempotencyKey: $idempotencyKey
      ) {
        # The answer replaces the page's booking in the cache: guests, notes, version and the trips' names.
        booking {
          groupBookingId
          ...BookingAmendment_booking
          ...BookingCancellation_booking
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `;
}

/** An error the gateway answered (or the unexpected-error text), at the field it names when it names one. */
export interface AmendmentError {
  field: string[] | null;
  message: string;
}

/** An edit under way: its idempotency key, the copy of the values it started from and that copy's version. */
interface Editing {
  key: string;
  copy: AmendValues;
  version: string;
}

/**
 * Reads the booking again from the network (the answer replaces the cached one), failures ignored.
 * @returns `readAgain(groupBookingId)` and `reloading` while it runs.
 */
function useReadBookingAgain() {
  const client = useApolloClient();
  const [reloading, setReloading] = useState(false);
  const readAgain = async (groupBookingId: string) => {
    setReloading(true);
    await client
      .query({
        query: BookingDetailsPageDocument,
        variables: { groupBookingId },
        fetchPolicy: 'network-only',
      })
      .catch(() => null);
    setReloading(false);
  };
  return { reloading, readAgain };
}

/**
 * The booking amendment's state (seed 000 §1 agents edit bookings; §7 PUT /bookings/{id}). `start` opens the form
 * on a copy of the booking as loaded, with a new idempotency key; `save` sends only what changed, with the
 * copy's version, and leaves the form once saved; the gateway's refusals are the `errors` (`stale` when the
 * booking changed elsewhere since); `reload` reads the booking again and leaves the form: the agent starts again
 * from the booking as it is now.
 * @returns `booking` (null until the fragment is complete), whether `editing`, `saved`, `loading` and
 * `reloading`, the `errors` with `errorAt(...path)` and `passengerErrorAt(passengerId, field)` for a field's
 * message, react-hook-form's `register` and `handleSubmit`, the `notes` field array, and the actions.
 */
export function useBookingAmendment(from: FragmentType<BookingAmendment_BookingFragment>) {
  const { data, complete } = useFragment({
    fragment: BookingAmendment_BookingFragmentDoc,
    fragmentName: 'BookingAmendment_booking',
    from,
  });
  const booking = complete ? data : null;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [sent, setSent] = useState<string[]>([]);
  const { reloading, readAgain } = useReadBookingAgain();
  const [errors, setErrors] = useState<AmendmentError[]>([]);
  const [saved, setSaved] = useState(false);
  const [amend, { loading }] = useMutation(AmendBookingDocument);
  const { register, control, handleSubmit, reset } = useForm<AmendValues>({
    defaultValues: { guests: [], notes: [] },
  });
  const notes = useFieldArray({ control, name: 'notes' });

  const start = () => {
    if (!booking) return;
    const copy = valuesOf(booking);
    reset(copy);
    setErrors([]);
    setSaved(false);
    setEditing({ key: crypto.randomUUID(), copy, version: booking.amendmentVersion });
  };

  const save = async (values: AmendValues) => {
    if (!editing || !booking) return;
    setErrors([]);
    const passengers = changedPassengers(values, editing.copy);
    setSent(passengers.map((p) => p.passengerId));
    const result = await amend({
      variables: {
        groupBookingId: booking.groupBookingId,
        amendmentVersion: editing.version,
        passengers,
        notes: notesChanged(values, editing.copy) ? values.notes : null,
        idempotencyKey: editing.key,
      },
    }).catch(() => null);
    const payload = result?.data?.amendBooking;
    if (!payload?.booking) {
      setErrors(
        payload?.userErrors.length ? payload.userErrors : [{ field: null, message: UNEXPECTED_ERROR_TEXT }],
      );
      return;
    }
    setEditing(null);
    setSaved(true);
  };

  const errorAt = (...path: string[]) =>
    errors.find((e) => e.field !== null && e.field.join('.') === path.join('.'))?.message;
  // The gateway names a passenger by its place among those sent.
  const passengerErrorAt = (passengerId: string, field: string) =>
    errorAt('passengers', String(sent.indexOf(passengerId)), field);

  const reload = async () => {
    if (!booking) return;
    await readAgain(booking.groupBookingId);
    setErrors([]);
    setEditing(null);
  };

  return {
    booking,
    editing: editing !== null,
    saved,
    loading,
    reloading,
    errors,
    stale: errors.some((e) => e.field?.[0] === 'amendmentVersion'),
    errorAt,
    passengerErrorAt,
    register,
    handleSubmit,
    notes,
    start,
    save,
    reload,
    cancel: () => setEditing(null),
  };
}

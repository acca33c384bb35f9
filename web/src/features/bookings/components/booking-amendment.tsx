import { gql, type FragmentType } from '@apollo/client';
import type { BookingAmendment_BookingFragment } from '@/apollo/generated/graphql';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { UI_TEXTS } from '@/texts';
import { useBookingAmendment } from '../hooks/use-booking-amendment';
import { BookingGuestsAndNotes } from './booking-guests-and-notes';
import { BookingNotesFields } from './booking-notes-fields';
import { GuestAmendmentFields } from './guest-amendment-fields';
import styles from './booking-amendment.module.css';

if (false) {
  gql`
    fragment BookingAmendment_booking on Booking {
      groupBookingId
      amendmentVersion
      guests {
        passengerId
        ageCategory
        firstName
        familyName
        email
        gender
        nationality
        dateOfBirth
        telephoneNumber
        emergencyContact
        emergencyNumber
        postCode
        requiredFields
        optionalFields
      }
      notes {
        type
        note
      }
    }
  `;
}

/**
 * Amend the booking (seed 000 §1 agents edit bookings; §7 PUT /bookings/{id}): the guests' details and the booking
 * notes, shown as read and, after 'Amend booking', as one form. Saving sends only what changed, with the version
 * of the copy the page loaded; the gateway refuses it when the booking changed elsewhere since (the message says
 * to reload) and answers its own validation messages (shown at their fields and above the buttons). One
 * idempotency key per edit, so a double click or a retry is applied once.
 */
export function BookingAmendment({ booking }: { booking: FragmentType<BookingAmendment_BookingFragment> }) {
  const amendment = useBookingAmendment(booking);
  const data = amendment.booking;
  if (!data) return null;
  if (!amendment.editing) {
    return <BookingGuestsAndNotes booking={data} saved={amendment.saved} onAmend={amendment.start} />;
  }
  return <AmendmentForm booking={data} amendment={amendment} />;
}

/** The amendment form: a fieldset per guest, the notes, the gateway's messages, and Save (or Reload) and Cancel. */
function AmendmentForm({
  booking,
  amendment,
}: {
  booking: BookingAmendment_BookingFragment;
  amendment: ReturnType<typeof useBookingAmendment>;
}) {
  const { register, handleSubmit, save, errors, errorAt, passengerErrorAt, loading, reloading } = amendment;
  return (
    <section className={styles.card} aria-labelledby="amend-title">
      <h2 id="amend-title" className={styles.title}>
        {UI_TEXTS.amendBooking}
      </h2>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
        {booking.guests.map((guest, index) => (
          <GuestAmendmentFields
            key={guest.passengerId}
            guest={guest}
            index={index}
            register={register}
            errorAt={(field) => passengerErrorAt(guest.passengerId, field)}
          />
        ))}
        <BookingNotesFields notes={amendment.notes} register={register} error={errorAt('notes')} />
        {errors.length > 0 && (
          <Alert>
            {errors
              .map((e) => e.message)
              .filter((m, i, all) => all.indexOf(m) === i)
              .join(' ')}
          </Alert>
        )}
        <div className={styles.actions}>
          {amendment.stale ? (
            <Button pending={reloading} onClick={() => void amendment.reload()}>
              {UI_TEXTS.reloadBooking}
            </Button>
          ) : (
            <Button type="submit" pending={loading}>
              {UI_TEXTS.saveChanges}
            </Button>
          )}
          <Button variant="secondary" disabled={loading || reloading} onClick={amendment.cancel}>
            {UI_TEXTS.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}

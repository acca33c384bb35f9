import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { BOOKING_NOTE_TYPES, BOOKING_NOTES_MAX_LENGTH } from '@tourdesk/domain/constants';
import { useId } from 'react';
import {
  type BookingNoteType,
  BookingNotes_BookingFragmentDoc,
  type BookingNotes_BookingFragment,
} from '@/apollo/generated/graphql';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { UI_TEXTS } from '@/texts';
import { useAddBookingNote } from '../hooks/use-add-booking-note';
import { SelectField } from './select-field';
import styles from './checkout.module.css';

if (false) {
  gql`
    fragment BookingNotes_booking on Booking {
      groupBookingId
      notes {
        type
        note
      }
    }

    mutation AddBookingNote($groupBookingId: ID!, $type: BookingNoteType!, $note: String!) {
      addBookingNote(groupBookingId: $groupBookingId, type: $type, note: $note) {
        # The component reads the booking through its fragment, which the answer updates in the cache.
        booking {
          ...BookingNotes_booking
        }
        userErrors {
          code
          message
        }
      }
    }
  `;
}

/** The note types with the spec's names (seed 001 §3: Dietary, Special Assistance, Other). */
const NOTE_TYPES = BOOKING_NOTE_TYPES.map((label) => ({
  value: label.toUpperCase().replace(' ', '_') as BookingNoteType,
  label,
}));

const typeLabel = (type: BookingNoteType) => NOTE_TYPES.find((item) => item.value === type)?.label ?? type;

/**
 * Booking notes at checkout (seed 001 §3 note types, §4 Checkout 'Booking notes'): the notes so far and a form
 * (type and text, at most 500 characters) that adds one with addBookingNote, reloads the booking and collapses.
 */
export function BookingNotes({
  booking: bookingRef,
}: {
  booking: FragmentType<BookingNotes_BookingFragment>;
}) {
  const { data: booking, complete } = useFragment({
    fragment: BookingNotes_BookingFragmentDoc,
    fragmentName: 'BookingNotes_booking',
    from: bookingRef,
  });
  const ids = { title: useId(), form: useId(), note: useId() };
  const noteForm = useAddBookingNote(complete ? booking.groupBookingId : '');
  if (!complete) return null;
  return (
    <section className={styles.card} aria-labelledby={ids.title}>
      <div className={styles.passengerHeader}>
        <h2 id={ids.title} className={styles.sectionTitle}>
          {UI_TEXTS.bookingNotes}
        </h2>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={noteForm.open}
          aria-controls={ids.form}
          onClick={noteForm.toggle}
        >
          {UI_TEXTS.addANote}
        </Button>
      </div>
      {booking.notes.length > 0 ? (
        <ul className={styles.notes}>
          {booking.notes.map((note, index) => (
            <li key={`${index}-${note.type}`}>
              <strong>{typeLabel(note.type)}:</strong> {note.note}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{UI_TEXTS.dietaryNeedsSpecialAssistanceOrAnything}</p>
      )}
      <NoteForm ids={ids} noteForm={noteForm} />
    </section>
  );
}

/** The form adding a note: its type and text, the save's errors, the save button. Hidden until opened. */
function NoteForm({
  ids,
  noteForm: { open, register, formState, submit, errors, saving },
}: {
  /** The section's title (names the form), the form's own id and the text box's. */
  ids: { title: string; form: string; note: string };
  noteForm: ReturnType<typeof useAddBookingNote>;
}) {
  return (
    <form
      id={ids.form}
      hidden={!open}
      className={styles.form}
      noValidate
      aria-labelledby={ids.title}
      onSubmit={(event) => void submit(event)}
    >
      <SelectField
        label="Note type"
        placeholder="Select a type"
        options={NOTE_TYPES}
        aria-required
        invalid={Boolean(formState.errors.type)}
        {...register('type', { required: true })}
      />
      <div className={styles.selectField}>
        <label className={styles.selectLabel} htmlFor={ids.note}>
          {UI_TEXTS.note}
        </label>
        <textarea
          id={ids.note}
          className={styles.textarea}
          rows={3}
          maxLength={BOOKING_NOTES_MAX_LENGTH}
          aria-required
          aria-invalid={Boolean(formState.errors.note) || undefined}
          {...register('note', { required: true, validate: (value) => value.trim() !== '' })}
        />
      </div>
      {errors.length > 0 && (
        <Alert>
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </Alert>
      )}
      <Button type="submit" pending={saving}>
        {UI_TEXTS.saveNote}
      </Button>
    </form>
  );
}

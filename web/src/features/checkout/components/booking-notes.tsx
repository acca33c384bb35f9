import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { BOOKING_NOTE_TYPES, BOOKING_NOTES_MAX_LENGTH } from '@tourdesk/domain/constants';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AddBookingNoteDocument,
  type BookingNoteType,
  BookingNotes_BookingFragmentDoc,
  type BookingNotes_BookingFragment,
} from '@/apollo/generated/graphql';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
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
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [addNote, { loading }] = useMutation(AddBookingNoteDocument);
  const { register, handleSubmit, reset, formState } = useForm<{ type: string; note: string }>({
    defaultValues: { type: '', note: '' },
  });
  const submit = handleSubmit(async ({ type, note }) => {
    setErrors([]);
    try {
      const result = await addNote({
        variables: {
          groupBookingId: complete ? booking.groupBookingId : '',
          type: type as BookingNoteType,
          note: note.trim(),
        },
      });
      const userErrors = result.data?.addBookingNote.userErrors ?? [];
      if (userErrors.length > 0) {
        setErrors(userErrors.map((error) => error.message));
        return;
      }
      reset();
      setOpen(false);
    } catch {
      setErrors([UNEXPECTED_ERROR_TEXT]);
    }
  });
  if (!complete) return null;
  return (
    <section className={styles.card} aria-labelledby={ids.title}>
      <div className={styles.passengerHeader}>
        <h2 id={ids.title} className={styles.sectionTitle}>
          Booking notes
        </h2>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={open}
          aria-controls={ids.form}
          onClick={() => setOpen(!open)}
        >
          Add a note
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
        <p className={styles.muted}>Dietary needs, special assistance or anything else we should know.</p>
      )}
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
            Note
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
        <Button type="submit" pending={loading}>
          Save note
        </Button>
      </form>
    </section>
  );
}

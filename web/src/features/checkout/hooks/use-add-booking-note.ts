import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddBookingNoteDocument, type BookingNoteType } from '@/apollo/generated/graphql';
import { UNEXPECTED_ERROR_TEXT } from '@/ui/alert';

/** The note form's values: the note type (a BookingNoteType, '' until chosen) and its text. */
export interface BookingNoteValues {
  type: string;
  note: string;
}

/**
 * The booking-notes form at checkout (seed 001 §4 Checkout 'Booking notes'): whether it is open, its
 * react-hook-form fields (type and text both required, the text not blank), and a submit that adds the note with
 * addBookingNote (the answer refreshes the booking's fragment in the cache), then empties and closes the form.
 * @param groupBookingId the booking the note is added to
 * @returns `open` and `toggle`, the form's `register` and `formState`, `submit` (the form's submit handler), the
 *   save's `errors` (the gateway's messages, or the unexpected-error text) and `saving`.
 */
export function useAddBookingNote(groupBookingId: string) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [addNote, { loading: saving }] = useMutation(AddBookingNoteDocument);
  const { register, handleSubmit, reset, formState } = useForm<BookingNoteValues>({
    defaultValues: { type: '', note: '' },
  });
  const submit = handleSubmit(async ({ type, note }) => {
    setErrors([]);
    try {
      const result = await addNote({
        variables: { groupBookingId, type: type as BookingNoteType, note: note.trim() },
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
  return { open, toggle: () => setOpen(!open), register, formState, submit, errors, saving };
}

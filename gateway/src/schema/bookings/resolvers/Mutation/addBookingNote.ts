import { checkBookingNote } from '@tourdesk/domain/booking-note';
import { accessBookingForChange, bookingIdOf } from '../../booking-access.js';
import { NOTE_TYPES } from '../../booking-view.js';
import { updateBookingWith } from '../../booking-writes.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { notFound } from '../../booking-result.js';

/**
 * `Mutation.addBookingNote` (seed 000 §2 Manage Bookings, seed 001 §8 booking notes): checks the note with domain
 * `checkBookingNote` (its userError at the field it names), then adds it to the booking as the provider's note of
 * that type; a booking the caller may not change is BOOKING_NOT_FOUND.
 */
export const addBookingNote: NonNullable<MutationResolvers['addBookingNote']> = async (
  _parent,
  { groupBookingId, type, note },
  ctx,
) => {
  const checked = checkBookingNote(note);
  if (!checked.ok) {
    const { code, field, message } = checked;
    return { booking: null, userErrors: [{ code, field: [field], message }] };
  }
  const text = checked.note;
  const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
  if (!access) return notFound();
  const answer = await updateBookingWith(ctx, access, {
    booking_confirmation: { booking_notes: [{ type: NOTE_TYPES[type] as 'Other', note: text }] },
  });
  return { booking: answer, userErrors: [] };
};

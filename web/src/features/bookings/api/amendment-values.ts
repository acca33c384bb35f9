import { BOOKING_NOTE_TYPES } from '@tourdesk/domain/constants';
import type {
  BookingAmendment_BookingFragment,
  BookingNoteType,
  Gender,
  PassengerField,
} from '@/apollo/generated/graphql';

/** The guest fields the amendment form edits, with their labels and the schema's field names. */
export const GUEST_FIELDS = [
  { key: 'firstName', field: 'FIRST_NAME', label: 'First name', type: 'text' },
  { key: 'familyName', field: 'FAMILY_NAME', label: 'Family name', type: 'text' },
  { key: 'email', field: 'EMAIL', label: 'E-mail', type: 'email' },
  { key: 'telephoneNumber', field: 'TELEPHONE_NUMBER', label: 'Telephone', type: 'tel' },
  { key: 'dateOfBirth', field: 'DATE_OF_BIRTH', label: 'Date of birth (dd-mm-yyyy)', type: 'text' },
  { key: 'nationality', field: 'NATIONALITY', label: 'Nationality (country code, e.g. GB)', type: 'text' },
  { key: 'emergencyContact', field: 'EMERGENCY_CONTACT', label: 'Emergency contact', type: 'text' },
  { key: 'emergencyNumber', field: 'EMERGENCY_NUMBER', label: 'Emergency number', type: 'tel' },
  { key: 'postCode', field: 'POST_CODE', label: 'Post code', type: 'text' },
] as const satisfies readonly { key: string; field: PassengerField; label: string; type: string }[];

type GuestKey = (typeof GUEST_FIELDS)[number]['key'];
type GuestValues = Record<GuestKey, string> & { passengerId: string; gender: '' | Gender };

/** The amendment form's values: one entry per guest (in the booking's order) and the booking notes. */
export interface AmendValues {
  guests: GuestValues[];
  notes: { type: BookingNoteType; note: string }[];
}

/** The note types with the spec's names (seed 001 §3: Dietary, Special Assistance, Other). */
export const NOTE_TYPES = BOOKING_NOTE_TYPES.map((label) => ({
  value: label.toUpperCase().replace(' ', '_') as BookingNoteType,
  label,
}));

/** A guest of the booking as the amendment reads it. */
export type Guest = BookingAmendment_BookingFragment['guests'][number];

/** The form values of the booking as loaded: the unedited copy the amendment is checked against. */
export function valuesOf(data: BookingAmendment_BookingFragment): AmendValues {
  return {
    guests: data.guests.map((guest) => ({
      passengerId: guest.passengerId,
      gender: guest.gender ?? '',
      ...(Object.fromEntries(GUEST_FIELDS.map(({ key }) => [key, guest[key] ?? ''])) as Record<
        GuestKey,
        string
      >),
    })),
    notes: data.notes.map((n) => ({ type: n.type, note: n.note })),
  };
}

/** The fields of a guest the booking asks for (required or optional). */
export function shownFields(guest: Guest) {
  const asked = new Set<PassengerField>([...guest.requiredFields, ...guest.optionalFields]);
  return GUEST_FIELDS.filter(
    ({ field, key }) => asked.has(field) || key === 'firstName' || key === 'familyName',
  );
}

/**
 * The guests whose details changed from `before` (the copy loaded), each with only its changed fields (trimmed)
 * and its gender when newly chosen; guests left as they were are not sent.
 */
export function changedPassengers(values: AmendValues, before: AmendValues) {
  return values.guests
    .map((guest, index) => {
      const loaded = before.guests[index]!;
      const changed = GUEST_FIELDS.filter(({ key }) => guest[key].trim() !== loaded[key]);
      const gender = guest.gender !== loaded.gender && guest.gender !== '' ? guest.gender : undefined;
      return changed.length === 0 && gender === undefined
        ? null
        : {
            passengerId: guest.passengerId,
            ...Object.fromEntries(changed.map(({ key }) => [key, guest[key].trim()])),
            ...(gender ? { gender } : {}),
          };
    })
    .filter((p) => p !== null);
}

/** Whether the notes differ from `before` (the copy loaded): another count, or a note of another type or text. */
export function notesChanged(values: AmendValues, before: AmendValues): boolean {
  return (
    values.notes.length !== before.notes.length ||
    values.notes.some((n, i) => n.type !== before.notes[i]?.type || n.note !== before.notes[i]?.note)
  );
}

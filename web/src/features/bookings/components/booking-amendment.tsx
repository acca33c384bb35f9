import { gql, type FragmentType } from '@apollo/client';
import { useApolloClient, useFragment, useMutation } from '@apollo/client/react';
import { guestName } from '@tourdesk/domain/booking';
import { BOOKING_NOTE_TYPES } from '@tourdesk/domain/constants';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  AmendBookingDocument,
  BookingAmendment_BookingFragmentDoc,
  BookingDetailsPageDocument,
  type BookingAmendment_BookingFragment,
  type BookingNoteType,
  type Gender,
  type PassengerField,
} from '@/apollo/generated/graphql';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
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

/** The guest fields the amendment form edits, with their labels and the schema's field names. */
const GUEST_FIELDS = [
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

interface AmendValues {
  guests: GuestValues[];
  notes: { type: BookingNoteType; note: string }[];
}

/** The note types with the spec's names (seed 001 §3: Dietary, Special Assistance, Other). */
const NOTE_TYPES = BOOKING_NOTE_TYPES.map((label) => ({
  value: label.toUpperCase().replace(' ', '_') as BookingNoteType,
  label,
}));

type Guest = BookingAmendment_BookingFragment['guests'][number];

/** The form values of the booking as loaded: the unedited copy the amendment is checked against. */
function valuesOf(data: BookingAmendment_BookingFragment): AmendValues {
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
function shownFields(guest: Guest) {
  const asked = new Set<PassengerField>([...guest.requiredFields, ...guest.optionalFields]);
  return GUEST_FIELDS.filter(
    ({ field, key }) => asked.has(field) || key === 'firstName' || key === 'familyName',
  );
}

/**
 * Amend the booking (seed 000 §1 agents edit bookings; §7 PUT /bookings/{id}): the guests' details and the booking
 * notes, shown as read and, after 'Amend booking', as one form. Saving sends only what changed, with the version
 * of the copy the page loaded; the gateway refuses it when the booking changed elsewhere since (the message says
 * to reload) and answers its own validation messages (shown at their fields and above the buttons). One
 * idempotency key per edit, so a double click or a retry is applied once.
 */
export function BookingAmendment({ booking }: { booking: FragmentType<BookingAmendment_BookingFragment> }) {
  const { data, complete } = useFragment({
    fragment: BookingAmendment_BookingFragmentDoc,
    fragmentName: 'BookingAmendment_booking',
    from: booking,
  });
  const client = useApolloClient();
  const [editing, setEditing] = useState<{ key: string; copy: AmendValues; version: string } | null>(null);
  const [sent, setSent] = useState<string[]>([]);
  const [reloading, setReloading] = useState(false);
  const [errors, setErrors] = useState<{ field: string[] | null; message: string }[]>([]);
  const [saved, setSaved] = useState(false);
  const [amend, { loading }] = useMutation(AmendBookingDocument);
  const { register, control, handleSubmit, reset } = useForm<AmendValues>({
    defaultValues: { guests: [], notes: [] },
  });
  const notes = useFieldArray({ control, name: 'notes' });
  if (!complete) return null;

  const start = () => {
    const copy = valuesOf(data);
    reset(copy);
    setErrors([]);
    setSaved(false);
    setEditing({ key: crypto.randomUUID(), copy, version: data.amendmentVersion });
  };

  const save = async (values: AmendValues) => {
    if (!editing) return;
    setErrors([]);
    const passengers = values.guests
      .map((guest, index) => {
        const before = editing.copy.guests[index]!;
        const changed = GUEST_FIELDS.filter(({ key }) => guest[key].trim() !== before[key]);
        const gender = guest.gender !== before.gender && guest.gender !== '' ? guest.gender : undefined;
        return changed.length === 0 && gender === undefined
          ? null
          : {
              passengerId: guest.passengerId,
              ...Object.fromEntries(changed.map(({ key }) => [key, guest[key].trim()])),
              ...(gender ? { gender } : {}),
            };
      })
      .filter((p) => p !== null);
    setSent(passengers.map((p) => p.passengerId));
    const notesChanged =
      values.notes.length !== editing.copy.notes.length ||
      values.notes.some(
        (n, i) => n.type !== editing.copy.notes[i]?.type || n.note !== editing.copy.notes[i]?.note,
      );
    const result = await amend({
      variables: {
        groupBookingId: data.groupBookingId,
        amendmentVersion: editing.version,
        passengers,
        notes: notesChanged ? values.notes : null,
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
  const stale = errors.some((e) => e.field?.[0] === 'amendmentVersion');

  // Reads the booking again (the answer replaces the cached one) and leaves the form: the agent starts again from
  // the booking as it is now.
  const reload = async () => {
    setReloading(true);
    await client
      .query({
        query: BookingDetailsPageDocument,
        variables: { groupBookingId: data.groupBookingId },
        fetchPolicy: 'network-only',
      })
      .catch(() => null);
    setReloading(false);
    setErrors([]);
    setEditing(null);
  };

  if (!editing) {
    return (
      <section className={styles.card} aria-labelledby="amend-title">
        <div className={styles.heading}>
          <h2 id="amend-title" className={styles.title}>
            Guests and notes
          </h2>
          <Button variant="secondary" onClick={start}>
            Amend booking
          </Button>
        </div>
        {saved && <Alert tone="success">Your changes to the booking are saved.</Alert>}
        <ul className={styles.guests}>
          {data.guests.map((guest, index) => (
            <li key={guest.passengerId}>
              <span className={styles.guestName}>{guestName(guest, index)}</span>
              <span className={styles.guestFacts}>
                {[guest.email, guest.telephoneNumber, guest.dateOfBirth].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
        <h3 className={styles.subtitle}>Booking Notes</h3>
        {data.notes.length === 0 ? (
          <p className={styles.empty}>No notes.</p>
        ) : (
          <dl className={styles.notes}>
            {data.notes.map((note, index) => (
              <div key={index}>
                <dt>{NOTE_TYPES.find((t) => t.value === note.type)?.label}</dt>
                <dd>{note.note}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="amend-title">
      <h2 id="amend-title" className={styles.title}>
        Amend booking
      </h2>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
        {data.guests.map((guest, index) => (
          <fieldset key={guest.passengerId} className={styles.guest}>
            <legend>
              {guestName(guest, index)}
              <span className={styles.category}> ({guest.ageCategory.toLowerCase()})</span>
            </legend>
            <div className={styles.fields}>
              {(guest.requiredFields.includes('GENDER') || guest.optionalFields.includes('GENDER')) && (
                <label className={styles.select}>
                  <span>
                    Gender
                    {guest.requiredFields.includes('GENDER') && <span aria-hidden="true"> *</span>}
                  </span>
                  <select
                    aria-invalid={
                      errorAt('passengers', String(sent.indexOf(guest.passengerId)), 'gender')
                        ? true
                        : undefined
                    }
                    {...register(`guests.${index}.gender`)}
                  >
                    <option value="">Choose</option>
                    <option value="FEMALE">Female</option>
                    <option value="MALE">Male</option>
                  </select>
                  {errorAt('passengers', String(sent.indexOf(guest.passengerId)), 'gender') && (
                    <span className={styles.error}>
                      {errorAt('passengers', String(sent.indexOf(guest.passengerId)), 'gender')}
                    </span>
                  )}
                </label>
              )}
              {shownFields(guest).map(({ key, label, type, field }) => (
                <Field
                  key={key}
                  label={label}
                  type={type}
                  required={guest.requiredFields.includes(field)}
                  error={errorAt(
                    'passengers',
                    String(sent.indexOf(guest.passengerId)),
                    // The gateway names fields as the domain's passenger rules do.
                    key === 'nationality' ? 'isoNationality' : key,
                  )}
                  {...register(`guests.${index}.${key}`)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className={styles.guest}>
          <legend>Booking Notes</legend>
          {notes.fields.map((item, index) => (
            <div key={item.id} className={styles.note}>
              <label className={styles.select}>
                <span>Note type</span>
                <select {...register(`notes.${index}.type`)}>
                  {NOTE_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.text}>
                <span>Note</span>
                <textarea rows={2} {...register(`notes.${index}.note`)} />
              </label>
              <Button size="small" variant="secondary" onClick={() => notes.remove(index)}>
                Remove note
              </Button>
            </div>
          ))}
          {errorAt('notes') && <p className={styles.error}>{errorAt('notes')}</p>}
          <div>
            <Button
              size="small"
              variant="secondary"
              onClick={() => notes.append({ type: 'OTHER', note: '' })}
            >
              Add note
            </Button>
          </div>
        </fieldset>
        {errors.length > 0 && (
          <Alert>
            {errors
              .map((e) => e.message)
              .filter((m, i, all) => all.indexOf(m) === i)
              .join(' ')}
          </Alert>
        )}
        <div className={styles.actions}>
          {stale ? (
            <Button pending={reloading} onClick={() => void reload()}>
              Reload booking
            </Button>
          ) : (
            <Button type="submit" pending={loading}>
              Save changes
            </Button>
          )}
          <Button variant="secondary" disabled={loading || reloading} onClick={() => setEditing(null)}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}

import { amendedNotes, sameNotes, type AmendedNote } from '@tourdesk/domain/booking-amendment';
import { REFUSALS } from '@tourdesk/domain/messages';
import {
  normaliseNameInput,
  parseDateOfBirth,
  phoneNumberForProvider,
  validatePassengerUpdate,
} from '@tourdesk/domain/passenger-details';
import { storeKeys } from '../../cache/keys.js';
import { lockTimingFor, withStoreLock } from '../../cache/store-lock.js';
import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import { digest, runOnce } from '../../idempotency.js';
import type { BookingNoteInput, PassengerInput, UserError } from '../../generated/resolvers-types.js';
import type { ProviderBooking, ProviderBookingPassenger } from '../../provider/types.js';
import { NOTE_TYPES, passengerDetails } from './booking-view.js';
import { updateBookingWith } from './booking-writes.js';
import type { BookingAccess } from './service.js';

/** The guest fields an amendment may change (the PassengerInput fields, by their provider names). */
const AMENDABLE_FIELDS = [
  'first_name',
  'family_name',
  'email',
  'gender',
  'date_of_birth',
  'iso_nationality',
  'telephone_country_code',
  'telephone_number',
  'emergency_contact',
  'emergency_country_code',
  'emergency_number',
  'post_code',
] as const;

/** A provider passenger update: its identifier and the fields to change (undefined: keep). */
type PassengerUpdate = { passenger_identifier: string } & Partial<
  Record<(typeof AMENDABLE_FIELDS)[number], string | undefined>
>;

/**
 * The provider passenger update of one GraphQL passenger (seed 001 §5 passenger details: names truncated to 30
 * characters and capitalised, phones normalised for consumers, a date of birth stored as yyyy-mm-dd).
 */
export function providerPassenger(p: PassengerInput, isAgent: boolean): PassengerUpdate {
  const name = (v: string | null | undefined) => (v == null ? undefined : normaliseNameInput(v));
  const phone = (v: string | null | undefined) =>
    v == null ? undefined : phoneNumberForProvider(v, isAgent);
  const dob = p.dateOfBirth == null ? undefined : (parseDateOfBirth(p.dateOfBirth) ?? p.dateOfBirth);
  return {
    passenger_identifier: p.passengerId,
    first_name: name(p.firstName),
    family_name: name(p.familyName),
    email: p.email?.trim() ?? undefined,
    gender: p.gender ? (p.gender === 'FEMALE' ? 'Female' : 'Male') : undefined,
    date_of_birth: dob,
    iso_nationality: p.nationality ?? undefined,
    telephone_country_code: p.telephoneCountryCode ?? undefined,
    telephone_number: phone(p.telephoneNumber),
    emergency_contact: name(p.emergencyContact),
    emergency_country_code: p.emergencyCountryCode ?? undefined,
    emergency_number: phone(p.emergencyNumber),
    post_code: p.postCode?.trim() ?? undefined,
  };
}

/** The stored passenger with an update's given fields applied (what the provider would hold after it). */
function mergedPassenger(
  stored: ProviderBookingPassenger,
  update: PassengerUpdate,
): ProviderBookingPassenger {
  return {
    ...stored,
    ...Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)),
  } as ProviderBookingPassenger;
}

/**
 * The guest-detail refusals of passenger updates against a booking (seed 001 §5 checkout rules, seed 000 §5
 * passenger validity; domain `validatePassengerUpdate` on each passenger as it would be saved), each naming
 * `passengers.{index}.{field}`; an unknown passenger names its passengerId. [] when all may be saved.
 */
export function passengerUpdateErrors(
  ctx: GatewayContext,
  booking: ProviderBooking,
  passengers: readonly PassengerInput[],
): UserError[] {
  const errors: UserError[] = [];
  for (const [index, input] of passengers.entries()) {
    const stored = booking.passengers.find((p) => p.passenger_identifier === input.passengerId);
    if (!stored) {
      errors.push({
        code: 'UNKNOWN_PASSENGER',
        field: ['passengers', String(index), 'passengerId'],
        message: REFUSALS.unknownPassenger,
      });
      continue;
    }
    const merged = mergedPassenger(stored, providerPassenger(input, ctx.isAgent));
    for (const e of validatePassengerUpdate(passengerDetails(merged), {
      isAgent: ctx.isAgent,
      today: ctx.today,
    })) {
      errors.push({ code: e.code, field: ['passengers', String(index), e.field ?? ''], message: e.message });
    }
  }
  return errors;
}

/** The booking's notes as the provider holds them (type as the provider names it, text). */
function notesOf(b: ProviderBooking): AmendedNote[] {
  return (b.booking_confirmation.booking_notes ?? b.notes ?? []).map((n) => ({ type: n.type, note: n.note }));
}

/**
 * The version of the unedited copy of a booking (seed 000 §1): a digest of every guest's amendable fields and of
 * the notes, in the provider's order. Equal versions mean no guest detail or note differs.
 */
export function amendmentVersionOf(b: ProviderBooking): string {
  const guests = b.passengers.map((p) => [
    p.passenger_identifier,
    ...AMENDABLE_FIELDS.map((f) => (p as Record<string, unknown>)[f] ?? null),
  ]);
  return digest([b.group_booking_id, guests, notesOf(b)]).slice(0, 32);
}

/** The passenger updates that change something on the booking (fields equal to the stored ones left out). */
function changedPassengers(b: ProviderBooking, updates: readonly PassengerUpdate[]): PassengerUpdate[] {
  return updates.filter((u) => {
    const stored = b.passengers.find((p) => p.passenger_identifier === u.passenger_identifier);
    return AMENDABLE_FIELDS.some(
      (f) => u[f] !== undefined && u[f] !== ((stored as Record<string, unknown> | undefined)?.[f] ?? null),
    );
  });
}

/** What an amendment asks for, in the provider's terms. */
interface Amendment {
  passengers: PassengerInput[];
  notes: BookingNoteInput[] | null;
}

type AmendOutcome = { written: true } | { unchanged: true } | { userErrors: UserError[] };

const STALE: UserError = {
  code: 'STALE_BOOKING',
  field: ['amendmentVersion'],
  message: REFUSALS.bookingChangedElsewhere,
};

/** Provider calls under an amendment's locks: the booking read again and its one update (and a margin of one). */
const AMEND_CALLS = 3;

/**
 * Amends guest details and booking notes of a booking (seed 000 §1 'an unedited copy of the booking', §7 PUT
 * /bookings/{id}): once per client idempotency key (idempotency.ts: a repeat replays), one amendment of a booking at
 * a time (the amendment lock). Inside, the booking is read again from the provider: what it already holds is
 * answered unchanged; a booking whose version is not the page's copy is refused (STALE_BOOKING); the guest details
 * and notes are checked (the checkout rules, domain `amendedNotes`) and the changed ones written in one update,
 * notes replacing the booking's (`replace_notes`, assumed).
 * @returns the outcome; the caller answers the booking after it.
 */
export async function amendBooking(
  ctx: GatewayContext,
  access: BookingAccess,
  version: string,
  amendment: Amendment,
  idempotencyKey: string,
): Promise<AmendOutcome> {
  const id = access.booking.group_booking_id;
  const key = digest(['amendBooking', ctx.session.data.agent?.agency.code ?? ctx.site, idempotencyKey]);
  const result = await runOnce<AmendOutcome>({
    store: ctx.services.store,
    operation: 'amendBooking',
    key,
    fingerprint: digest([id, version, amendment]),
    lock: lockTimingFor(ctx.services.config.providerTimeoutMs, AMEND_CALLS),
    keep: (outcome) => 'written' in outcome,
    action: () =>
      withStoreLock(
        ctx.services.store,
        storeKeys.bookingAmendmentLock(id),
        lockTimingFor(ctx.services.config.providerTimeoutMs, AMEND_CALLS),
        async (lease) => {
          const current = await ctx.provider.loadBooking(access.appId, id, access.token);
          const updates = changedPassengers(
            current,
            amendment.passengers.map((p) => providerPassenger(p, ctx.isAgent)),
          );
          const notes = amendment.notes
            ? amendedNotes(
                amendment.notes.map((n) => ({ type: NOTE_TYPES[n.type], note: n.note })),
                notesOf(current).length > 0,
              )
            : null;
          if (notes && 'error' in notes) {
            return { userErrors: [{ ...notes.error, field: ['notes'] }] };
          }
          const notesChange = notes && !sameNotes(notes.notes, notesOf(current)) ? notes.notes : null;
          const unknown = passengerUpdateErrors(ctx, current, amendment.passengers).filter(
            (e) => e.code === 'UNKNOWN_PASSENGER',
          );
          if (unknown.length > 0) return { userErrors: unknown };
          if (updates.length === 0 && notesChange === null) return { unchanged: true };
          if (amendmentVersionOf(current) !== version) return { userErrors: [STALE] };
          const invalid = passengerUpdateErrors(ctx, current, amendment.passengers);
          if (invalid.length > 0) return { userErrors: invalid };
          if (!(await lease.confirm())) return { userErrors: [STALE] };
          await updateBookingWith(
            ctx,
            { ...access, booking: current },
            {
              ...(updates.length > 0 ? { passengers: updates } : {}),
              ...(notesChange
                ? {
                    booking_confirmation: {
                      booking_notes: notesChange.map((n) => ({ type: n.type as 'Other', note: n.note })),
                      replace_notes: true,
                    },
                  }
                : {}),
            },
            digest(['amendBooking', id, key]),
          );
          return { written: true };
        },
        () =>
          gatewayError('CONFLICT', 'Another change of this booking is still being saved; try again shortly.'),
      ),
  });
  if ('mismatch' in result) {
    return {
      userErrors: [
        { code: 'IDEMPOTENCY_KEY_REUSED', field: ['idempotencyKey'], message: REFUSALS.idempotencyKeyReused },
      ],
    };
  }
  return result.value;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REFUSALS } from '@tourdesk/domain/messages';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { BOOK, Client, dayTourBasket, findDayTour, newKey, type BookResult } from './support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from './support/simulator.js';

// Amending a booking in the agent portal (seed 000 §1 agents edit bookings, 'an unedited copy of the booking';
// §7 PUT /bookings/{id} with passengers and booking notes; seed 001 §5 passenger details), black-box over HTTP
// against provider-sim.

const AMENDABLE = /* GraphQL */ `
  fragment Amendable on Booking {
    groupBookingId
    amendmentVersion
    guests {
      passengerId
      firstName
      familyName
      email
      dateOfBirth
      telephoneNumber
      requiredFields
    }
    notes {
      type
      note
    }
  }
`;

const LOAD = /* GraphQL */ `
  ${AMENDABLE}
  query ($id: ID!) {
    booking(groupBookingId: $id) {
      ...Amendable
    }
  }
`;

const AMEND = /* GraphQL */ `
  ${AMENDABLE}
  mutation ($id: ID!, $v: String!, $p: [PassengerInput!]!, $n: [BookingNoteInput!], $k: String!) {
    amendBooking(groupBookingId: $id, amendmentVersion: $v, passengers: $p, notes: $n, idempotencyKey: $k) {
      booking {
        ...Amendable
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

interface Amendable {
  groupBookingId: string;
  amendmentVersion: string;
  guests: {
    passengerId: string;
    firstName: string | null;
    familyName: string | null;
    email: string | null;
    dateOfBirth: string | null;
    telephoneNumber: string | null;
    requiredFields: string[];
  }[];
  notes: { type: string; note: string }[];
}

interface AmendResult {
  amendBooking: {
    booking: Amendable | null;
    userErrors: { code: string; field: string[] | null; message: string }[];
  };
}

let sim: Simulator;
let gateway: RunningGateway;
let agent: Client;
let tour: { tourId: string; dates: string[] };
let dateIndex = 0;

/** A new booking of two adults as demo-agent, as the detail page loads it. */
async function newBooking(): Promise<Amendable> {
  const result = await agent.gql<BookResult>(BOOK, {
    basket: dayTourBasket(tour.tourId, tour.dates[dateIndex++ % tour.dates.length]!, 2),
    key: newKey(),
  });
  expect(result.data!.book.userErrors).toEqual([]);
  return load(result.data!.book.booking!.groupBookingId);
}

async function load(id: string, client = agent): Promise<Amendable> {
  const result = await client.gql<{ booking: Amendable }>(LOAD, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.booking;
}

async function amend(
  variables: { id: string; v: string; p: unknown[]; n?: unknown[] | null; k?: string },
  client = agent,
): Promise<AmendResult['amendBooking']> {
  const result = await client.gql<AmendResult>(AMEND, { k: newKey(), ...variables });
  expect(result.errors).toBeUndefined();
  return result.data!.amendBooking;
}

/** Complete details of a guest (every field the checkout may require). */
function fullDetails(passengerId: string, firstName: string) {
  return {
    passengerId,
    firstName,
    familyName: 'munro',
    email: 'ailsa@example.com',
    dateOfBirth: '28-02-1990',
    gender: 'FEMALE',
    nationality: 'GB',
    telephoneCountryCode: '+44',
    telephoneNumber: '0131 555 0100',
    emergencyContact: 'rory munro',
    emergencyCountryCode: '+44',
    emergencyNumber: '0131 555 0101',
    postCode: 'EH1 1AA',
  };
}

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  agent = new Client(gateway.url);
  await agent.logInAgent('demo-agent');
  tour = await findDayTour(agent, 6);
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('amendBooking: guest details and booking notes of an existing booking', () => {
  it('saves a guest and the notes in one provider update; a reload shows them and a new version', async () => {
    const booking = await newBooking();
    const lead = booking.guests[0]!;
    let answer: AmendResult['amendBooking'] | undefined;
    const calls = await providerCallsDuring(sim.url, async () => {
      answer = await amend({
        id: booking.groupBookingId,
        v: booking.amendmentVersion,
        p: [fullDetails(lead.passengerId, 'ailsa')],
        n: [{ type: 'DIETARY', note: '  Vegetarian  ' }],
      });
    });
    expect(answer!.userErrors).toEqual([]);
    expect(calls.updateBooking).toBe(1);
    const reloaded = await load(booking.groupBookingId);
    expect(reloaded.guests[0]).toMatchObject({
      firstName: 'Ailsa',
      familyName: 'Munro',
      dateOfBirth: '28-02-1990',
    });
    expect(reloaded.notes).toEqual([{ type: 'DIETARY', note: 'Vegetarian' }]);
    expect(reloaded.amendmentVersion).not.toBe(booking.amendmentVersion);
    expect(answer!.booking).toEqual(reloaded);

    // Editing the note replaces it (not a second note).
    const edited = await amend({
      id: booking.groupBookingId,
      v: reloaded.amendmentVersion,
      p: [],
      n: [
        { type: 'DIETARY', note: 'Vegetarian, no nuts' },
        { type: 'OTHER', note: 'Window seat' },
      ],
    });
    expect(edited.userErrors).toEqual([]);
    expect((await load(booking.groupBookingId)).notes).toEqual([
      { type: 'DIETARY', note: 'Vegetarian, no nuts' },
      { type: 'OTHER', note: 'Window seat' },
    ]);
  });

  it("refuses invalid guest details and notes with the spec's messages, naming the field, writing nothing", async () => {
    const booking = await newBooking();
    const lead = booking.guests[0]!;
    const calls = await providerCallsDuring(sim.url, async () => {
      const blank = await amend({
        id: booking.groupBookingId,
        v: booking.amendmentVersion,
        p: [{ ...fullDetails(lead.passengerId, 'ailsa'), firstName: '' }],
      });
      expect(blank.booking).toBeNull();
      expect(blank.userErrors).toContainEqual({
        code: 'REQUIRED',
        field: ['passengers', '0', 'firstName'],
        message: MESSAGES.completeAllRequiredFields,
      });
      const badDob = await amend({
        id: booking.groupBookingId,
        v: booking.amendmentVersion,
        p: [{ ...fullDetails(lead.passengerId, 'ailsa'), dateOfBirth: '31-02-1990' }],
      });
      expect(badDob.userErrors.map((e) => e.message)).toEqual(
        lead.requiredFields.includes('DATE_OF_BIRTH') ? [MESSAGES.invalidDateOfBirth] : [],
      );
      const longNotes = await amend({
        id: booking.groupBookingId,
        v: booking.amendmentVersion,
        p: [],
        n: [
          { type: 'OTHER', note: 'a'.repeat(300) },
          { type: 'OTHER', note: 'b'.repeat(200) },
        ],
      });
      expect(longNotes.userErrors).toEqual([
        { code: 'NOTES_TOO_LONG', field: ['notes'], message: REFUSALS.notesTooLong },
      ]);
      const unknown = await amend({
        id: booking.groupBookingId,
        v: booking.amendmentVersion,
        p: [{ passengerId: '999999', firstName: 'x' }],
      });
      expect(unknown.userErrors).toEqual([
        {
          code: 'UNKNOWN_PASSENGER',
          field: ['passengers', '0', 'passengerId'],
          message: REFUSALS.unknownPassenger,
        },
      ]);
    });
    expect(calls.updateBooking).toBeUndefined();
    expect((await load(booking.groupBookingId)).amendmentVersion).toBe(booking.amendmentVersion);
  });

  it('refuses a change made on a stale copy with a clear message, keeping the change made elsewhere', async () => {
    const booking = await newBooking();
    const lead = booking.guests[0]!;
    const first = await amend({
      id: booking.groupBookingId,
      v: booking.amendmentVersion,
      p: [fullDetails(lead.passengerId, 'ailsa')],
    });
    expect(first.userErrors).toEqual([]);
    const calls = await providerCallsDuring(sim.url, async () => {
      const stale = await amend({
        id: booking.groupBookingId,
        v: booking.amendmentVersion,
        p: [fullDetails(lead.passengerId, 'morag')],
      });
      expect(stale).toEqual({
        booking: null,
        userErrors: [
          { code: 'STALE_BOOKING', field: ['amendmentVersion'], message: REFUSALS.bookingChangedElsewhere },
        ],
      });
    });
    expect(calls.updateBooking).toBeUndefined();
    expect((await load(booking.groupBookingId)).guests[0]!.firstName).toBe('Ailsa');
  });

  it('sees a note added in another session since the copy was loaded as making the copy stale', async () => {
    const booking = await newBooking();
    const other = new Client(gateway.url);
    await other.logInAgent('demo-agent');
    // Another session adds a note with the older mutation (no version): this session's copy is now stale.
    const added = await other.gql<{ addBookingNote: { userErrors: unknown[] } }>(
      `mutation($id: ID!) { addBookingNote(groupBookingId: $id, type: OTHER, note: "Late arrival") { userErrors { code } } }`,
      { id: booking.groupBookingId },
    );
    expect(added.data!.addBookingNote.userErrors).toEqual([]);
    const stale = await amend({
      id: booking.groupBookingId,
      v: booking.amendmentVersion,
      p: [],
      n: [{ type: 'DIETARY', note: 'Vegan' }],
    });
    expect(stale.userErrors.map((e) => e.code)).toEqual(['STALE_BOOKING']);
    expect((await load(booking.groupBookingId)).notes).toEqual([{ type: 'OTHER', note: 'Late arrival' }]);
  });

  it('is written once when sent twice, one after the other or at the same time', async () => {
    const booking = await newBooking();
    const lead = booking.guests[0]!;
    const variables = {
      id: booking.groupBookingId,
      v: booking.amendmentVersion,
      p: [fullDetails(lead.passengerId, 'ailsa')],
      n: [{ type: 'OTHER', note: 'Twice' }],
      k: newKey(),
    };
    const calls = await providerCallsDuring(sim.url, async () => {
      const [a, b] = await Promise.all([amend(variables), amend(variables)]);
      expect(a.userErrors).toEqual([]);
      expect(b.userErrors).toEqual([]);
      const again = await amend(variables);
      expect(again.userErrors).toEqual([]);
      expect(again.booking!.notes).toEqual([{ type: 'OTHER', note: 'Twice' }]);
    });
    expect(calls.updateBooking).toBe(1);
    // What the booking already holds, under a new key: answered, nothing written.
    const reloaded = await load(booking.groupBookingId);
    const same = await providerCallsDuring(sim.url, async () => {
      const answer = await amend({ ...variables, k: newKey(), v: booking.amendmentVersion });
      expect(answer.userErrors).toEqual([]);
      expect(answer.booking!.amendmentVersion).toBe(reloaded.amendmentVersion);
    });
    expect(same.updateBooking).toBeUndefined();
  });

  it('lets one of two different changes on the same copy through, the other refused as stale', async () => {
    const booking = await newBooking();
    const lead = booking.guests[0]!;
    const calls = await providerCallsDuring(sim.url, async () => {
      const answers = await Promise.all(
        ['ailsa', 'morag'].map((name) =>
          amend({
            id: booking.groupBookingId,
            v: booking.amendmentVersion,
            p: [fullDetails(lead.passengerId, name)],
          }),
        ),
      );
      expect(answers.map((a) => a.userErrors.map((e) => e.code)).sort()).toEqual([[], ['STALE_BOOKING']]);
    });
    expect(calls.updateBooking).toBe(1);
  });

  it('is not found for another agency and refused for consumers', async () => {
    const booking = await newBooking();
    const heather = new Client(gateway.url);
    await heather.logInAgent('heather-agent');
    const foreign = await amend(
      { id: booking.groupBookingId, v: booking.amendmentVersion, p: [], n: [{ type: 'OTHER', note: 'x' }] },
      heather,
    );
    expect(foreign.userErrors.map((e) => e.code)).toEqual(['BOOKING_NOT_FOUND']);
    const consumer = new Client(gateway.url);
    const refused = await consumer.gql<AmendResult>(AMEND, {
      id: booking.groupBookingId,
      v: booking.amendmentVersion,
      p: [],
      k: newKey(),
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await load(booking.groupBookingId)).notes).toEqual([]);
  });
});

import { extractParams } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tourdesk/domain/messages';
import type { RunningGateway } from '../src/server.js';
import { ManualClock } from './support/clock.js';
import { startTestGateway } from './support/gateway.js';
import {
  BOOK,
  BOOKING,
  Client,
  dayTourBasket,
  findDayTour,
  newKey,
  solvedAltcha,
  type BookResult,
} from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

// Expiries are counted on the gateway's injected clock (cache/clock.ts), never the machine's: moving the clock
// past a lifetime expires what it signed (seed 001 §2 paylink, §5 Agent payment; seed 000 §2 Registration screen).

const HOUR = 3600 * 1000;

describe('payment links expire on the injected clock (over HTTP, against the simulator)', () => {
  let sim: Simulator;
  let gateway: RunningGateway;
  const clock = new ManualClock();

  beforeAll(async () => {
    sim = await startTestSimulator();
    gateway = await startTestGateway(
      { PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url, PAYMENT_LINK_TTL_HOURS: '2' },
      { clock },
    );
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await sim?.close();
  });

  const LINK = `mutation($id: ID!) { createPaymentLink(groupBookingId: $id) { path expiresAt userErrors { code } } }`;

  it('a link signed now says so, opens its booking until its lifetime has passed on the clock, then nothing', async () => {
    const tour = await findDayTour(gateway.url, 1);
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const booked = await agent.gql<BookResult>(BOOK, {
      basket: dayTourBasket(tour.tourId, tour.dates[0]!, 1),
      key: newKey(),
    });
    const id = booked.data!.book.booking!.groupBookingId;
    const link = (await agent.gql<{ createPaymentLink: { path: string; expiresAt: string } }>(LINK, { id }))
      .data!.createPaymentLink;
    expect(Date.parse(link.expiresAt)).toBe(clock.now() + 2 * HOUR);
    const token = new URL(link.path, 'http://x').searchParams.get('paylink')!;

    const open = async () =>
      (
        await new Client(gateway.url).gql<{ booking: { groupBookingId: string } | null }>(BOOKING, {
          id,
          token,
        })
      ).data!.booking;
    clock.advance(2 * HOUR - 1000);
    expect((await open())?.groupBookingId).toBe(id);
    clock.advance(1000);
    expect(await open()).toBeNull();
  });
});

describe('registration challenges expire on the injected clock (over HTTP, against the simulator)', () => {
  let sim: Simulator;
  let gateway: RunningGateway;
  const clock = new ManualClock();
  const MINUTE = 60 * 1000;
  const REGISTER = `mutation($i: RegistrationInput!) { register(input: $i) { success userErrors { message } } }`;
  const register = async (altchaPayload: string) =>
    (
      await new Client(gateway.url).gql<{
        register: { success: boolean; userErrors: { message: string }[] };
      }>(REGISTER, {
        i: {
          name: 'Ailsa Reid',
          agencyName: 'Reid Journeys',
          agencyPhoneNumber: '+44 131 555 0101',
          agencyAddressLine1: '2 High Street',
          agencyEmail: 'ailsa@reid.example',
          altchaPayload,
        },
      })
    ).data!.register;

  beforeAll(async () => {
    sim = await startTestSimulator();
    gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, ALTCHA_MAX_NUMBER: '2000' }, { clock });
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await sim?.close();
  });

  it('a challenge signs an expiry 20 minutes after the clock, and is refused once that has passed on the clock', async () => {
    // A day ahead of the machine's time: an expiry signed or checked on the machine's time would differ by a day.
    clock.advance(24 * HOUR);
    const inTime = await solvedAltcha(gateway.url);
    expect(Number(extractParams(inTime).expires)).toBe(Math.floor((clock.now() + 20 * MINUTE) / 1000));
    clock.advance(20 * MINUTE - 1000);
    expect(await register(inTime)).toEqual({ success: true, userErrors: [] });

    const late = await solvedAltcha(gateway.url);
    clock.advance(20 * MINUTE + 1000);
    expect((await register(late)).userErrors[0]?.message).toBe(MESSAGES.humanVerificationRequired);
  });
});

/**
 * Throttles that cannot be raced: every attempt is counted in the shared store before the
 * provider is asked, so however many arrive at once (on two replicas), at most the limit reach the provider;
 * logIn, resetPassword and changePassword share the password counters (per user name and address, per user name,
 * per address); registration and payment-link opening have their own. Client addresses come only from trusted
 * proxies: the right-most X-Forwarded-For hop that is not one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../src/server.js';
import { startTestGateway } from '../support/gateway.js';
import {
  AGENT_SITE,
  BOOK,
  BOOKING,
  Client,
  dayTourBasket,
  findDayTour,
  LOG_IN,
  newKey,
  solvedAltcha,
  type BookResult,
} from '../support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from '../support/simulator.js';

const RESET = `mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { success userErrors { code message retryAfterSeconds } } }`;
const CHANGE = `mutation($i: ChangePasswordInput!) { changePassword(input: $i) { success userErrors { code message retryAfterSeconds } } }`;

interface LogInData {
  logIn: {
    pendingLogin: unknown;
    userErrors: { code: string; message: string; retryAfterSeconds: number | null }[];
  };
}

let sim: Simulator;
const started: RunningGateway[] = [];

/** A gateway on this run's Redis (one prefix per call: its own counters), with `env` over the defaults. */
async function gateways(count: number, env: Record<string, string> = {}): Promise<RunningGateway[]> {
  const shared = {
    PROVIDER_API_URL: sim.url,
    PROVIDER_PAYMENT_URL: sim.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    CACHE_PREFIX: `test:${randomUUID()}:`,
    ALTCHA_MAX_NUMBER: '2000',
    ...env,
  };
  const list = await Promise.all(Array.from({ length: count }, () => startTestGateway(shared)));
  started.push(...list);
  return list;
}

beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(async () => {
  await Promise.all(started.map((g) => g.close()));
  await sim?.close();
});

/** A login on the agent portal of `gateway`, with extra headers (X-Forwarded-For). */
async function logIn(gateway: RunningGateway, userName: string, password: string, headers = {}) {
  return (
    await new Client(gateway.url, 'agent').gql<LogInData>(
      LOG_IN,
      { userName, password },
      { ...AGENT_SITE, ...headers },
    )
  ).data!.logIn;
}

describe('password attempts are counted before the provider is asked', () => {
  it('100 concurrent wrong logins over two replicas: at most the limit reach the provider', async () => {
    const pair = await gateways(2);
    let answers: LogInData['logIn'][] = [];
    const calls = await providerCallsDuring(sim.url, async () => {
      answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => logIn(pair[i % 2]!, 'demo-agent', `wrong-${i}`)),
      );
    });
    expect(calls.agentLogin).toBe(5);
    const codes = answers.map((a) => a.userErrors[0]!.code);
    expect(codes.filter((c) => c === 'INVALID_LOGIN')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOGIN_THROTTLED')).toHaveLength(95);
    // The right password is refused too (for this user from this address), with how long to wait.
    const refused = await logIn(pair[0]!, 'demo-agent', 'demo-password');
    expect(refused.pendingLogin).toBeNull();
    expect(refused.userErrors[0]).toMatchObject({
      code: 'LOGIN_THROTTLED',
      message: 'Too many failed login attempts. Please try again in 15 minutes.',
    });
    expect(refused.userErrors[0]!.retryAfterSeconds).toBeGreaterThan(800);
    expect(refused.userErrors[0]!.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it('100 concurrent wrong password resets: at most the limit reach the provider, and they lock the login too', async () => {
    const [gateway] = await gateways(1);
    const reset = (currentPassword: string) =>
      new Client(gateway!.url).gql<{
        resetPassword: { success: boolean; userErrors: { code: string; retryAfterSeconds: number | null }[] };
      }>(RESET, { i: { userName: 'heather-agent', currentPassword, newPassword: 'brand-new-password-1' } });
    let answers: Awaited<ReturnType<typeof reset>>[] = [];
    const calls = await providerCallsDuring(sim.url, async () => {
      answers = await Promise.all(Array.from({ length: 100 }, (_, i) => reset(`guess-${i}`)));
    });
    expect(calls.resetPassword).toBe(5);
    expect(
      answers.filter((a) => a.data!.resetPassword.userErrors[0]?.code === 'LOGIN_THROTTLED'),
    ).toHaveLength(95);
    // The right guess is refused now: no takeover; and the login counts the same attempts.
    const right = await reset('demo-password');
    expect(right.data!.resetPassword.success).toBe(false);
    expect(right.data!.resetPassword.userErrors[0]).toMatchObject({
      code: 'LOGIN_THROTTLED',
      retryAfterSeconds: expect.any(Number),
    });
    expect((await logIn(gateway!, 'heather-agent', 'demo-password')).userErrors[0]!.code).toBe(
      'LOGIN_THROTTLED',
    );
  });

  it('a signed-in agent’s wrong current passwords are counted too', async () => {
    const [gateway] = await gateways(1, { LOGIN_MAX_FAILURES_PER_USER: '3' });
    const agent = new Client(gateway!.url);
    await agent.logInAgent('band-agent');
    const change = (currentPassword: string) =>
      agent.gql<{ changePassword: { success: boolean; userErrors: { code: string }[] } }>(CHANGE, {
        i: { currentPassword, newPassword: 'new-password-9', confirmPassword: 'new-password-9' },
      });
    const calls = await providerCallsDuring(sim.url, async () => {
      await Promise.all(Array.from({ length: 20 }, (_, i) => change(`wrong-${i}`)));
    });
    expect(calls.changePassword).toBe(3);
    expect((await change('demo-password')).data!.changePassword.userErrors[0]!.code).toBe('LOGIN_THROTTLED');
  });
});

describe('a shared office does not lock its colleagues out', () => {
  it('from an address over its limit, other users still log in; the users that failed there are refused', async () => {
    const [gateway] = await gateways(1);
    for (let i = 0; i < 25; i += 1) await logIn(gateway!, `typo-${i % 5}`, 'wrong');
    expect((await logIn(gateway!, 'aussie-agent', 'demo-password')).pendingLogin).not.toBeNull();
    expect((await logIn(gateway!, 'demo-agent', 'demo-password')).pendingLogin).not.toBeNull();
    const failed = await logIn(gateway!, 'typo-1', 'wrong');
    expect(failed.userErrors[0]!.code).toBe('LOGIN_THROTTLED');
    // A colleague who mistypes once at a throttled address gets no second try there in this window.
    expect((await logIn(gateway!, 'band-agent', 'wrong')).userErrors[0]!.code).toBe('INVALID_LOGIN');
    expect((await logIn(gateway!, 'band-agent', 'demo-password')).userErrors[0]!.code).toBe(
      'LOGIN_THROTTLED',
    );
  });
});

describe('client addresses come only from trusted proxies', () => {
  it('a rotating X-Forwarded-For from an untrusted peer changes nothing', async () => {
    for (const trust of [{ TRUST_PROXY: 'false' }, { TRUST_PROXY: '10.0.0.0/8' }]) {
      const [gateway] = await gateways(1, trust);
      const calls = await providerCallsDuring(sim.url, async () => {
        await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            logIn(gateway!, 'demo-agent', 'wrong', { 'x-forwarded-for': `198.51.100.${i}` }),
          ),
        );
      });
      expect(calls.agentLogin, JSON.stringify(trust)).toBe(5);
    }
  });

  it('behind a trusted proxy, the right-most untrusted hop is the client: entries to its left change nothing', async () => {
    const [gateway] = await gateways(1, { TRUST_PROXY: 'loopback' });
    const calls = await providerCallsDuring(sim.url, async () => {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          logIn(gateway!, 'demo-agent', 'wrong', { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` }),
        ),
      );
    });
    expect(calls.agentLogin).toBe(5);
    const fromThere = await logIn(gateway!, 'demo-agent', 'demo-password', {
      'x-forwarded-for': '203.0.113.7',
    });
    expect(fromThere.userErrors[0]!.code).toBe('LOGIN_THROTTLED');
    // The same user from another client address (per user and address) still logs in.
    const elsewhere = await logIn(gateway!, 'demo-agent', 'demo-password', {
      'x-forwarded-for': '203.0.113.8',
    });
    expect(elsewhere.pendingLogin).not.toBeNull();
  });

  it('refuses TRUST_PROXY=true (it would believe any X-Forwarded-For)', async () => {
    await expect(gateways(1, { TRUST_PROXY: 'true' })).rejects.toThrow(
      /TRUST_PROXY: must be false or a comma list/,
    );
  });
});

describe('registration and payment-link opening', () => {
  it('counts registrations per address and per agency e-mail before the provider is asked', async () => {
    const [gateway] = await gateways(1, {
      REGISTRATION_MAX_PER_ADDRESS: '4',
      REGISTRATION_MAX_PER_EMAIL: '2',
    });
    const register = async (agencyEmail: string) =>
      (
        await new Client(gateway!.url).gql<{
          register: {
            success: boolean;
            userErrors: { code: string; message: string; retryAfterSeconds: number }[];
          };
        }>(
          `mutation($i: RegistrationInput!) { register(input: $i) { success userErrors { code message retryAfterSeconds } } }`,
          {
            i: {
              name: 'Iain Reid',
              agencyName: 'Reid Tours',
              agencyPhoneNumber: '+44 131 555 0101',
              agencyAddressLine1: '2 High Street',
              agencyEmail,
              altchaPayload: await solvedAltcha(gateway!.url),
            },
          },
        )
      ).data!.register;
    expect((await register('one@reid.example')).success).toBe(true);
    expect((await register('one@reid.example')).success).toBe(true);
    const sameEmail = await register('ONE@reid.example');
    expect(sameEmail.userErrors[0]).toMatchObject({
      code: 'REGISTRATION_THROTTLED',
      message: expect.stringMatching(/^Failed to register Too many registrations from here/),
    });
    // Every attempt counts for the address, refused ones too: this is its fourth.
    expect((await register('two@reid.example')).success).toBe(true);
    const calls = await providerCallsDuring(sim.url, async () => {
      expect((await register('three@reid.example')).userErrors[0]!.code).toBe('REGISTRATION_THROTTLED');
    });
    expect(calls.registerAgency).toBeUndefined();
  });

  it('counts openings of a payment link before the booking is loaded', async () => {
    const [gateway] = await gateways(1, { PAYMENT_LINK_MAX_PER_ADDRESS: '5' });
    const agent = new Client(gateway!.url);
    await agent.logInAgent('demo-agent');
    const tour = await findDayTour(gateway!.url, 2);
    const booked = await agent.gql<BookResult>(BOOK, {
      basket: dayTourBasket(tour.tourId, tour.dates[0]!, 1),
      key: newKey(),
    });
    const id = booked.data!.book.booking!.groupBookingId;
    const link = await agent.gql<{ createPaymentLink: { path: string } }>(
      `mutation($id: ID!) { createPaymentLink(groupBookingId: $id) { path } }`,
      { id },
    );
    const token = new URL(link.data!.createPaymentLink.path, 'http://x').searchParams.get('paylink');
    let answers: {
      data?: { booking: unknown } | null;
      errors?: { extensions?: Record<string, unknown> }[];
    }[] = [];
    const calls = await providerCallsDuring(sim.url, async () => {
      answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          new Client(gateway!.url).gql<{ booking: unknown }>(BOOKING, { id, token }),
        ),
      );
    });
    expect(answers.filter((a) => a.data?.booking)).toHaveLength(5);
    const refused = answers.filter((a) => a.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS');
    expect(refused).toHaveLength(15);
    expect(refused[0]!.errors![0]!.extensions!.retryAfterSeconds).toEqual(expect.any(Number));
    expect(calls.loadBooking ?? 0).toBeLessThanOrEqual(5);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tourdesk/domain/messages';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { Client, LOG_IN, SELECT_CONSULTANT, solvedAltcha } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

let sim: Simulator;
let gateway: RunningGateway;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({
    PROVIDER_API_URL: sim.url,
    PROVIDER_PAYMENT_URL: sim.url,
    ALTCHA_MAX_NUMBER: '2000',
  });
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

const VIEWER = `{ viewer { currency agent { agency { code } consultant { firstName } } pendingLogin { userName } } }`;

interface LogInData {
  logIn: {
    pendingLogin: null | {
      userName: string;
      agency: { code: string };
      contacts: { contactId: string; firstName: string }[];
    };
    userErrors: { code: string; message: string }[];
  };
}
interface SelectData {
  selectConsultant: {
    viewer: {
      agent: null | {
        agency: { code: string; address1: string | null; bandId: number };
        consultant: { contactId: string; firstName: string; email: string };
        paymentMethods: { method: string; isCard: boolean; isGross: boolean }[];
        currencies: { isoCurrencyCode: string }[];
        bandRestricted: boolean;
      };
      pendingLogin: unknown;
    };
    userErrors: { code: string; message: string }[];
  };
}

describe('agent login (seed 000 §4, §5, §8)', () => {
  it('shows the provider error_message for wrong credentials', async () => {
    const client = new Client(gateway.url, 'agent');
    const result = await client.gql<LogInData>(LOG_IN, { userName: 'demo-agent', password: 'wrong' });
    expect(result.data!.logIn.pendingLogin).toBeNull();
    expect(result.data!.logIn.userErrors).toEqual([
      {
        code: 'INVALID_LOGIN',
        field: null,
        message: 'Invalid user name or password.',
        retryAfterSeconds: null,
      },
    ]);
  });

  it('logs in in two steps; tokens never reach the browser; logout clears the agent', async () => {
    const client = new Client(gateway.url, 'agent');
    const step1 = await client.gql<LogInData>(LOG_IN, { userName: 'demo-agent', password: 'demo-password' });
    const pending = step1.data!.logIn.pendingLogin!;
    expect(pending.agency.code).toBe('THISTLE');
    expect(pending.contacts.map((c) => c.firstName)).toEqual(['Fiona', 'Callum', 'Isla']);
    expect(
      (await client.gql<{ viewer: { pendingLogin: { userName: string } } }>(VIEWER)).data!.viewer
        .pendingLogin,
    ).toEqual({
      userName: 'demo-agent',
    });

    const none = await client.gql<SelectData>(SELECT_CONSULTANT, {});
    expect(none.data!.selectConsultant.userErrors).toEqual([
      { code: 'CONSULTANT_REQUIRED', field: ['contact'], message: MESSAGES.selectOrCreateContact },
    ]);
    expect(none.data!.selectConsultant.viewer.agent).toBeNull();

    const before = client.cookie;
    const step2 = await client.gql<SelectData>(SELECT_CONSULTANT, {
      contactId: pending.contacts[1]!.contactId,
    });
    const agent = step2.data!.selectConsultant.viewer.agent!;
    expect(client.cookie).not.toBe(before); // session id rotated on login
    expect(agent.agency).toMatchObject({ code: 'THISTLE', bandId: 0 });
    expect(agent.agency.address1).toBeTruthy();
    expect(agent.consultant.firstName).toBe('Callum');
    expect(agent.paymentMethods).toEqual([
      { method: 'CC', description: expect.any(String), isCard: true, isGross: true },
      { method: 'ACC', description: expect.any(String), isCard: false, isGross: false },
    ]);
    expect(agent.bandRestricted).toBe(false);
    expect(agent.currencies.length).toBeGreaterThan(0);
    const text = JSON.stringify(step2);
    expect(text).not.toMatch(/access_token|refresh_token|accessToken|refreshToken/);

    const out = await client.gql<{ logOut: { viewer: { agent: unknown } } }>(
      `mutation { logOut { viewer { agent { agency { code } } } } }`,
    );
    expect(out.data!.logOut.viewer.agent).toBeNull();
    expect((await client.gql<{ viewer: { agent: unknown } }>(VIEWER)).data!.viewer.agent).toBeNull();
  });

  it('creates a new consultant at login and edits it (updateConsultant)', async () => {
    const client = new Client(gateway.url, 'agent');
    await client.gql(LOG_IN, { userName: 'heather-agent', password: 'demo-password' });
    const created = await client.gql<SelectData>(SELECT_CONSULTANT, {
      newConsultant: { firstName: 'Kirsty', secondName: 'Young', email: 'kirsty@example.com' },
    });
    expect(created.data!.selectConsultant.viewer.agent!.consultant).toMatchObject({ firstName: 'Kirsty' });
    const updated = await client.gql<{
      updateConsultant: { consultant: { firstName: string; email: string }; userErrors: unknown[] };
    }>(
      `mutation($i: ConsultantInput!) { updateConsultant(input: $i) { consultant { firstName email } userErrors { code message } } }`,
      { i: { firstName: 'Kirsty', secondName: 'Young', email: 'k.young@example.com' } },
    );
    expect(updated.data!.updateConsultant).toEqual({
      consultant: { firstName: 'Kirsty', email: 'k.young@example.com' },
      userErrors: [],
    });
    const anonymous = await new Client(gateway.url).gql(
      `mutation($i: ConsultantInput!) { updateConsultant(input: $i) { userErrors { code } } }`,
      { i: { firstName: 'A', secondName: 'B', email: 'a@example.com' } },
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('passwords (seed 000 §5, §8)', () => {
  const CHANGE = `mutation($i: ChangePasswordInput!) { changePassword(input: $i) { success userErrors { code field message } } }`;
  const RESET = `mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { success userErrors { code message } } }`;

  it('change password: the four rules, the provider message, and success', async () => {
    const client = new Client(gateway.url);
    await client.logInAgent('band-agent');
    const change = async (currentPassword: string, newPassword: string, confirmPassword: string) =>
      (
        await client.gql<{ changePassword: { success: boolean; userErrors: { message: string }[] } }>(
          CHANGE,
          {
            i: { currentPassword, newPassword, confirmPassword },
          },
        )
      ).data!.changePassword;
    expect((await change('', 'x', 'x')).userErrors[0]!.message).toBe(MESSAGES.currentPasswordRequired);
    expect((await change('demo-password', '', '')).userErrors[0]!.message).toBe(MESSAGES.newPasswordRequired);
    expect((await change('demo-password', 'new-password-1', '')).userErrors[0]!.message).toBe(
      MESSAGES.confirmPasswordRequired,
    );
    expect((await change('demo-password', 'new-password-1', 'other')).userErrors[0]!.message).toBe(
      MESSAGES.passwordMismatch,
    );
    const refused = await change('not-the-password', 'new-password-1', 'new-password-1');
    expect(refused).toEqual({
      success: false,
      userErrors: [expect.objectContaining({ message: 'The user name or current password is incorrect.' })],
    });
    expect(await change('demo-password', 'new-password-1', 'new-password-1')).toEqual({
      success: true,
      userErrors: [],
    });
    // and back, through the reset screen (no login needed)
    const reset = await new Client(gateway.url).gql<{ resetPassword: { success: boolean } }>(RESET, {
      i: { userName: 'band-agent', currentPassword: 'new-password-1', newPassword: 'demo-password' },
    });
    expect(reset.data!.resetPassword.success).toBe(true);
  });

  it("reset password failure: 'Unable to reset password :' plus the provider message", async () => {
    const result = await new Client(gateway.url).gql<{
      resetPassword: { success: boolean; userErrors: { message: string }[] };
    }>(RESET, {
      i: { userName: 'demo-agent', currentPassword: 'wrong', newPassword: 'whatever-123' },
    });
    expect(result.data!.resetPassword).toEqual({
      success: false,
      userErrors: [
        expect.objectContaining({
          message: 'Unable to reset password :The user name or current password is incorrect.',
        }),
      ],
    });
  });
});

describe('registration (seed 000 §2, §5, §8) with ALTCHA', () => {
  const REGISTER = `mutation($i: RegistrationInput!) { register(input: $i) { success userErrors { code field message } } }`;
  const form = {
    name: 'Morag Bell',
    agencyName: 'Bell Travel',
    agencyPhoneNumber: '+44 131 555 0100',
    agencyAddressLine1: '1 High Street',
    agencyEmail: 'morag@bell.example',
  };
  const solvedPayload = () => solvedAltcha(gateway.url);
  const register = async (input: Record<string, unknown>) =>
    (
      await new Client(gateway.url).gql<{
        register: { success: boolean; userErrors: { code: string; message: string }[] };
      }>(REGISTER, { i: input })
    ).data!.register;

  it("refuses a filled honeypot with 'Looks like you are a bot...'", async () => {
    expect(
      (await register({ ...form, website: 'http://spam.example', altchaPayload: await solvedPayload() }))
        .userErrors[0]!.message,
    ).toBe(MESSAGES.honeypotFilled);
  });

  it('needs the human verification, then the required fields, then registers once per solution', async () => {
    expect((await register(form)).userErrors[0]!.message).toBe(MESSAGES.humanVerificationRequired);
    expect((await register({ ...form, altchaPayload: 'bm90IGpzb24=' })).userErrors[0]!.message).toBe(
      MESSAGES.humanVerificationRequired,
    );
    expect(
      (await register({ ...form, agencyEmail: ' ', altchaPayload: await solvedPayload() })).userErrors[0]!
        .message,
    ).toBe(MESSAGES.requiredRegistrationFields);
    const payload = await solvedPayload();
    expect(await register({ ...form, altchaPayload: payload })).toEqual({ success: true, userErrors: [] });
    expect((await register({ ...form, altchaPayload: payload })).userErrors[0]!.message).toBe(
      MESSAGES.humanVerificationRequired,
    );
    const outbox = (await (await fetch(`${sim.url}/_sim/outbox`)).json()) as { messages: { kind: string }[] };
    expect(JSON.stringify(outbox.messages.filter((m) => m.kind === 'registration'))).toContain('Bell Travel');
  });
});

describe('login throttling (shared store: replicas agree)', () => {
  it('refuses a user name per address on every replica, but not the address’s other users (Redis)', async () => {
    const env = {
      PROVIDER_API_URL: sim.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      CACHE_PREFIX: `test:${randomUUID()}:`,
      LOGIN_MAX_FAILURES_PER_USER: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
    };
    const a = await startTestGateway(env);
    const b = await startTestGateway(env);
    try {
      const attempt = async (g: RunningGateway, userName: string, password: string) =>
        (await new Client(g.url, 'agent').gql<LogInData>(LOG_IN, { userName, password })).data!.logIn;
      for (let i = 0; i < 3; i += 1)
        expect((await attempt(a, 'demo-agent', 'wrong')).userErrors[0]!.code).toBe('INVALID_LOGIN');
      const blocked = await attempt(b, 'DEMO-agent', 'demo-password');
      expect(blocked.pendingLogin).toBeNull();
      expect(blocked.userErrors[0]).toMatchObject({
        code: 'LOGIN_THROTTLED',
        message: expect.stringMatching(/^Too many failed login attempts\. Please try again in 15 minutes\.$/),
        retryAfterSeconds: expect.any(Number),
      });
      // another user is still fine from this address...
      expect((await attempt(b, 'aussie-agent', 'demo-password')).pendingLogin).not.toBeNull();
      // ...and still after the address is over its limit: only the users that failed from it are refused
      for (const user of ['x1', 'x2', 'x3', 'x4']) await attempt(a, user, 'wrong');
      expect((await attempt(b, 'heather-agent', 'demo-password')).pendingLogin).not.toBeNull();
      expect((await attempt(a, 'x1', 'wrong')).userErrors[0]!.code).toBe('LOGIN_THROTTLED');
    } finally {
      await a.close();
      await b.close();
    }
  });
});

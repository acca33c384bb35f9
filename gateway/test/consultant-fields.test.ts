import { FIELD_MESSAGES } from '@tourdesk/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { Client, LOG_IN, SELECT_CONSULTANT } from './support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from './support/simulator.js';

// Errors name the field (seed 000 §2 login and new consultant, §5 login needs both fields; My Profile consultant):
// validated at the gateway edge, before any provider call, each message at its field.

let sim: Simulator;
let gateway: RunningGateway;

const UPDATE = `mutation($i: ConsultantInput!) { updateConsultant(input: $i) { consultant { email } userErrors { code field message } } }`;

type UserErrors = { code: string; field: string[] | null; message: string }[];

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('login fields', () => {
  it('names each missing field and asks the provider nothing', async () => {
    const client = new Client(gateway.url, 'agent');
    let answer: UserErrors = [];
    const calls = await providerCallsDuring(sim.url, async () => {
      answer = (
        await client.gql<{ logIn: { userErrors: UserErrors } }>(LOG_IN, { userName: ' ', password: '' })
      ).data!.logIn.userErrors;
    });
    expect(answer).toMatchObject([
      { code: 'REQUIRED', field: ['userName'], message: FIELD_MESSAGES.userNameRequired },
      { code: 'REQUIRED', field: ['password'], message: FIELD_MESSAGES.passwordRequired },
    ]);
    expect(calls).toEqual({});
  });
});

describe('new consultant at login', () => {
  it('marks a bad e-mail and missing names at their fields, then creates a valid consultant', async () => {
    const client = new Client(gateway.url, 'agent');
    await client.gql(LOG_IN, { userName: 'heather-agent', password: 'demo-password' });
    type Select = { selectConsultant: { viewer: { agent: unknown }; userErrors: UserErrors } };
    let bad: Select['selectConsultant'] | undefined;
    const calls = await providerCallsDuring(sim.url, async () => {
      bad = (
        await client.gql<Select>(SELECT_CONSULTANT, {
          newConsultant: { firstName: 'Kirsty', secondName: ' ', email: 'kirsty@example' },
        })
      ).data!.selectConsultant;
    });
    expect(calls).toEqual({});
    expect(bad!.viewer.agent).toBeNull();
    expect(bad!.userErrors).toEqual([
      {
        code: 'REQUIRED',
        field: ['newConsultant', 'secondName'],
        message: FIELD_MESSAGES.secondNameRequired,
      },
      { code: 'INVALID_EMAIL', field: ['newConsultant', 'email'], message: FIELD_MESSAGES.invalidEmail },
    ]);
    const good = await client.gql<Select>(SELECT_CONSULTANT, {
      newConsultant: { firstName: 'Kirsty', secondName: 'Young', email: ' kirsty@example.com ' },
    });
    expect(good.data!.selectConsultant.userErrors).toEqual([]);
    expect(good.data!.selectConsultant.viewer.agent).not.toBeNull();
  });
});

describe('My Profile consultant', () => {
  it('refuses a bad e-mail at its field and keeps the saved one', async () => {
    const client = new Client(gateway.url);
    await client.logInAgent('demo-agent');
    type Update = { updateConsultant: { consultant: { email: string } | null; userErrors: UserErrors } };
    const bad = (
      await client.gql<Update>(UPDATE, {
        i: { firstName: 'Fiona', secondName: 'MacLeod', email: 'fiona at thistle' },
      })
    ).data!.updateConsultant;
    expect(bad).toEqual({
      consultant: null,
      userErrors: [
        { code: 'INVALID_EMAIL', field: ['input', 'email'], message: FIELD_MESSAGES.invalidEmail },
      ],
    });
    const empty = (
      await client.gql<Update>(UPDATE, { i: { firstName: '', secondName: 'MacLeod', email: '' } })
    ).data!.updateConsultant;
    expect(empty.userErrors.map((e) => e.field)).toEqual([
      ['input', 'firstName'],
      ['input', 'email'],
    ]);
    const viewer = await client.gql<{ viewer: { agent: { consultant: { email: string } } } }>(
      `{ viewer { agent { consultant { email } } } }`,
    );
    expect(viewer.data!.viewer.agent.consultant.email).toBe('fiona@thistle-travel.example');
  });
});

/**
 * Access declared once (`@agentOnly` in the schema's slices, composed into schema.graphql): every field carrying
 * the directive is listed from the schema and asked, black box over HTTP, as a consumer, as a report token and as
 * an agent. Consumers and report tokens get null for a nullable field and FORBIDDEN for a non-null one (the agent
 * operations); the agent gets the fields (which proves the documents reach them). A field on a type the test cannot reach yet fails the test.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_REPORT_TOKEN } from '../src/config.js';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { BOOK, Client, dayTourBasket, findDayTour, LOG_IN, newKey } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

/** Every `Type.field` of schema.graphql that carries `@agentOnly`, by type. */
const agentOnly = new Map<string, string[]>();
for (const type of Object.values(schema.getTypeMap())) {
  if (!isObjectType(type) || type.name.startsWith('__')) continue;
  const fields = Object.values(type.getFields())
    .filter((field) => field.astNode?.directives?.some((d) => d.name.value === 'agentOnly'))
    .map((field) => field.name);
  if (fields.length > 0) agentOnly.set(type.name, fields);
}
const ROOTS = ['Query', 'Mutation'];
const ALIAS = 'agentOnly_';

/** The selection of a type's agent-only fields, each aliased `agentOnly_<Type>_<field>` (objects select __typename). */
function fieldsOf(typeName: string): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`not an object type: ${typeName}`);
  return (agentOnly.get(typeName) ?? [])
    .map((name) => {
      const named = getNamedType(type.getFields()[name]!.type);
      const alias = `${ALIAS}${typeName}_${name}: ${name}`;
      return isObjectType(named) ? `${alias} { __typename }` : alias;
    })
    .join(' ');
}

/** Documents that reach each non-root type with agent-only fields (run as consumer, report token and agent). */
const READS: Record<string, string> = {
  Tour: `query { tours(search: { allTours: true }) { tours { tourId ${fieldsOf('Tour')} } } }`,
  Quote: `query($basket: BasketInput!) { quote(basket: $basket) { userErrors { code } quote {
    ${fieldsOf('Quote')} trips { ${fieldsOf('QuotedTrip')} passengers { ${fieldsOf('QuotedPassenger')} } } } } }`,
  Booking: `query($id: ID!) { booking(groupBookingId: $id) { groupBookingId totals { ${fieldsOf('BookingTotals')} }
    trips { ${fieldsOf('BookedTrip')} passengers { ${fieldsOf('TripPassenger')} } }
    paymentOptions { ${fieldsOf('PaymentOptionAmount')} } } }`,
  Agency: `query { viewer { agent { agency { ${fieldsOf('Agency')} } } pendingLogin { agency { ${fieldsOf('Agency')} } } } }`,
};
/** The types each document of READS reaches. */
const REACHED: Record<string, string[]> = {
  Tour: ['Tour'],
  Quote: ['Quote', 'QuotedTrip', 'QuotedPassenger'],
  Booking: ['BookingTotals', 'BookedTrip', 'TripPassenger', 'PaymentOptionAmount'],
  Agency: ['Agency'],
};

/** A value of an input type that passes validation (the first enum value, required input fields only). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  return (
    { Int: 1, Float: 1, Boolean: true, ID: '1', Date: '2026-07-01', MinorUnits: 1 }[type.name] ?? 'sample'
  );
}

/** An operation of one agent-only root field with sample arguments, selecting `__typename`. */
function rootOperation(root: string, field: string): { query: string; variables: Record<string, unknown> } {
  const definition = (root === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields()[
    field
  ]!;
  const required = definition.args.filter((a: GraphQLArgument) => isNonNullType(a.type));
  const params = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  return {
    query: `${root === 'Query' ? 'query' : 'mutation'}${params ? `(${params})` : ''} { ${field}${args ? `(${args})` : ''} { __typename } }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])),
  };
}

/** The values of the aliased agent-only fields anywhere in an answer, by `Type.field`. */
function agentOnlyValues(value: unknown, found = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (Array.isArray(value)) value.forEach((v) => agentOnlyValues(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith(ALIAS)) {
        const name = key.slice(ALIAS.length).replace('_', '.');
        found.set(name, [...(found.get(name) ?? []), child]);
      } else agentOnlyValues(child, found);
    }
  }
  return found;
}

let sim: Simulator;
let gateway: RunningGateway;
let basket: unknown;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  const tour = await findDayTour(gateway.url, 6);
  basket = dayTourBasket(tour.tourId, tour.dates[0]!, 1);
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

/** Books the basket in the client's session; its group booking id. */
async function booked(client: Client): Promise<string> {
  const answer = await client.gql<{
    book: { booking: { groupBookingId: string } | null; userErrors: unknown[] };
  }>(BOOK, { basket, key: newKey() });
  expect(answer.data!.book.userErrors).toEqual([]);
  return answer.data!.book.booking!.groupBookingId;
}

/** The non-null values among agent-only fields, as `Type.field=value` (empty when every one is null). */
function shown(found: Map<string, unknown[]>): string[] {
  return [...found].flatMap(([name, values]) =>
    values.filter((v) => v !== null).map((v) => `${name}=${JSON.stringify(v)}`),
  );
}

/** Every read of READS as the client (with the booking id it may read), merged by `Type.field`. */
async function readAll(client: Client, bookingId: string, headers: Record<string, string> = {}) {
  const found = new Map<string, unknown[]>();
  for (const query of Object.values(READS)) {
    const answer = await client.gql(query, { basket, id: bookingId }, headers);
    expect(answer.errors ?? []).toEqual([]);
    expect((answer.data as { quote?: { userErrors: unknown[] } }).quote?.userErrors ?? []).toEqual([]);
    for (const [name, values] of agentOnlyValues(answer.data))
      found.set(name, [...(found.get(name) ?? []), ...values]);
  }
  return found;
}

describe('@agentOnly (schema.graphql: access declared once, applied once over the schema)', () => {
  const everyField = [...agentOnly].flatMap(([type, fields]) => fields.map((field) => `${type}.${field}`));
  const readable = [...agentOnly.keys()].filter((type) => !ROOTS.includes(type));
  const readableFields = readable
    .flatMap((type) => agentOnly.get(type)!.map((field) => `${type}.${field}`))
    .sort();

  it('is carried by the agent-only fields of the contract, and the test reaches every type carrying it', () => {
    expect(everyField).toEqual(
      expect.arrayContaining([
        'Quote.nett',
        'Quote.commission',
        'BookedTrip.nett',
        'TripPassenger.commission',
        'BookingTotals.nett',
        'Tour.brandLabel',
        'Tour.mappingCodes',
        'Agency.telephone',
        'Query.agentBookings',
        'Mutation.payByAgentMethod',
      ]),
    );
    expect(readable.filter((type) => !Object.values(REACHED).flat().includes(type))).toEqual([]);
  });

  it('gives an agent every agent-only field (the documents reach them all)', async () => {
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const found = await readAll(agent, await booked(agent));
    expect([...found.keys()].sort()).toEqual(readableFields);
    for (const name of ['Quote.nett', 'BookingTotals.commission', 'TripPassenger.nett', 'Tour.brandLabel']) {
      expect(
        found.get(name)!.some((value) => value !== null),
        name,
      ).toBe(true);
    }
  }, 60_000);

  it('answers null for every nullable agent-only field to a consumer (Agency through a pending login)', async () => {
    const consumer = new Client(gateway.url);
    const id = await booked(consumer);
    const pending = new Client(gateway.url, 'agent');
    await pending.gql(LOG_IN, { userName: 'demo-agent', password: 'demo-password' });
    const found = await readAll(consumer, id);
    for (const [name, values] of await readAll(pending, id)) {
      if (name.startsWith('Agency.')) found.set(name, values);
    }
    expect([...found.keys()].sort()).toEqual(readableFields);
    expect(shown(found)).toEqual([]);
  }, 60_000);

  it('answers null for every nullable agent-only field to a report token', async () => {
    const report = new Client(gateway.url);
    const found = await readAll(report, '1', { authorization: `Bearer ${DEV_REPORT_TOKEN}` });
    expect(found.get('Quote.nett')?.length).toBeGreaterThan(0);
    expect(found.get('Tour.brandLabel')?.length).toBeGreaterThan(0);
    expect(shown(found)).toEqual([]);
  }, 60_000);

  it('refuses every agent-only operation with FORBIDDEN to consumers and report tokens', async () => {
    const roots = ROOTS.flatMap((root) => (agentOnly.get(root) ?? []).map((field) => [root, field] as const));
    expect(roots.length).toBeGreaterThanOrEqual(5);
    const consumer = new Client(gateway.url);
    await consumer.startSession();
    for (const [root, field] of roots) {
      const { query, variables } = rootOperation(root, field);
      for (const headers of [{}, { authorization: `Bearer ${DEV_REPORT_TOKEN}` }] as Record<
        string,
        string
      >[]) {
        const answer = await (headers.authorization ? new Client(gateway.url) : consumer).gql(
          query,
          variables,
          headers,
        );
        expect(
          answer.errors?.map((e) => e.extensions?.code),
          `${root}.${field}`,
        ).toEqual(['FORBIDDEN']);
        expect(answer.data ?? null, `${root}.${field}`).toBeNull();
      }
    }
  });

  it("leaves the Agent Statement's link (a document of an agent-only type) out of Booking.documents for anyone but an agent", async () => {
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const id = await booked(agent);
    const LINK = `mutation($id: ID!) { createPaymentLink(groupBookingId: $id) { path } }`;
    const path = (await agent.gql<{ createPaymentLink: { path: string } }>(LINK, { id })).data!
      .createPaymentLink.path;
    const token = new URL(path, 'http://x').searchParams.get('paylink')!;
    const DOCUMENTS = `query($id: ID!, $t: String) { booking(groupBookingId: $id, paymentLinkToken: $t) {
      documents { name messageType } } }`;
    type Documents = { booking: { documents: { name: string; messageType: string | null }[] } | null };
    const read = async (client: Client, headers: Record<string, string> = {}) => {
      const answer = await client.gql<Documents>(DOCUMENTS, { id, t: token }, headers);
      expect(answer.errors ?? []).toEqual([]);
      return answer.data!.booking!.documents.map((d) => `${d.name}=${d.messageType}`);
    };
    expect(await read(agent)).toEqual([
      'Booking Statement=CONSUMER_STATEMENT',
      'Booking Itinerary=CONSUMER_ITINERARY',
      'Agent Statement=AGENT_STATEMENT',
    ]);
    expect(await read(new Client(gateway.url))).toEqual([
      'Booking Statement=CONSUMER_STATEMENT',
      'Booking Itinerary=CONSUMER_ITINERARY',
    ]);
  }, 60_000);

  it('refuses the Agent Statement (an agent-only enum value) to a consumer with FORBIDDEN, and sends nothing', async () => {
    const declared = Object.values(schema.getTypeMap()).flatMap((type) =>
      isEnumType(type)
        ? type
            .getValues()
            .filter((value) => value.astNode?.directives?.some((d) => d.name.value === 'agentOnly'))
            .map((value) => `${type.name}.${value.name}`)
        : [],
    );
    expect(declared).toEqual(['BookingMessageType.AGENT_STATEMENT']);
    const consumer = new Client(gateway.url);
    const id = await booked(consumer);
    const MAIL = `mutation($id: ID!, $t: BookingMessageType!, $e: String!) {
      emailBookingDocument(groupBookingId: $id, messageType: $t, email: $e) { sent userErrors { code } } }`;
    const refused = await consumer.gql(MAIL, { id, t: 'AGENT_STATEMENT', e: 'refused@thistle.example' });
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(refused.data ?? null).toBeNull();
    const sent = await consumer.gql<{ emailBookingDocument: { sent: boolean } }>(MAIL, {
      id,
      t: 'CONSUMER_STATEMENT',
      e: 'allowed@thistle.example',
    });
    expect(sent.data!.emailBookingDocument.sent).toBe(true);
    const outbox = JSON.stringify(
      ((await (await fetch(`${sim.url}/_sim/outbox`)).json()) as { messages: unknown[] }).messages,
    );
    expect(outbox).toContain('allowed@thistle.example');
    expect(outbox).not.toContain('refused@thistle.example');
  });
});

/**
 * Measures provider calls per screen query, cold (empty cache) and warm (same query again within its TTL), against
 * an in-process provider-sim (today 2026-06-01, seed 42). Prints a Markdown table for the README.
 * Run: pnpm --filter gateway exec tsx scripts/provider-calls.ts
 */
import { gql, startTestGateway } from '../test/support/gateway.js';
import { DATES_PANEL, QUOTE, REFERENCE, TOUR_DETAILS, TOUR_LIST } from '../test/support/queries.js';
import { providerCallsDuring, startTestSimulator } from '../test/support/simulator.js';

const sim = await startTestSimulator();
const gateway = await startTestGateway({ PROVIDER_API_URL: sim.url });
const details = {
  tourId: '3LN',
  year: 2026,
  month: 7,
  date: '2026-07-06',
  party: ['ADULT', 'ADULT'],
  count: 2,
};
const rows: [string, string, Record<string, unknown>][] = [
  ['tour list (tours + filters)', TOUR_LIST, {}],
  [
    'tour details (tour + calendar + departures + pick-ups + rooms + add-ons + sales group)',
    TOUR_DETAILS,
    details,
  ],
  [
    'dates panel (departureCalendar + toursDepartingOn)',
    DATES_PANEL,
    { year: 2026, month: 7, date: '2026-07-06' },
  ],
  ['reference (ageCategories + countries + currencies)', REFERENCE, {}],
  [
    'quote (day tour, 2 passengers)',
    QUOTE,
    {
      basket: {
        passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
        trips: [{ tourId: 'LNE', departureDate: '2026-07-06' }],
      },
    },
  ],
];
const describe = (calls: Record<string, number>) => {
  const total = Object.values(calls).reduce((a, b) => a + b, 0);
  return `${total}${
    total
      ? ` (${Object.entries(calls)
          .map(([op, n]) => `${op} ${n}`)
          .join(', ')})`
      : ''
  }`;
};
console.warn('| Query | Cold | Warm |\n|---|---|---|');
for (const [name, query, variables] of rows) {
  const cold = await providerCallsDuring(sim.url, () => gql(gateway.url, query, variables));
  const warm = await providerCallsDuring(sim.url, () => gql(gateway.url, query, variables));
  console.warn(`| ${name} | ${describe(cold)} | ${describe(warm)} |`);
}
await gateway.close();
await sim.close();

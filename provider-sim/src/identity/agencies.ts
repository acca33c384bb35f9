import type { CurrencyCode } from '../util/money.js';

/** A consultant contact of an agency (provider shape). */
export interface Contact {
  contact_id: number;
  first_name: string;
  second_name: string;
  email: string;
}

/** An agent payment method (provider shape). CC is card; nett_gross 'G' gross, 'N' nett. */
export interface PaymentMethod {
  method: string;
  description: string;
  nett_gross: 'G' | 'N';
}

/** Seed data of an agency with its login. */
export interface AgencySeed {
  userName: string;
  password: string;
  code: string;
  name: string;
  address_1: string;
  address_2: string;
  email: string;
  post_code: string;
  telephone: string;
  band_id: number;
  iata: string;
  abn: string;
  /** Commission in percent of the discounted price. */
  commissionPercent: number;
  /** The agency's own currency: its seeded history's, and the first of the login's `currencies`. */
  currency: CurrencyCode;
  /** Further currencies the agency sells in, after `currency` in the login's `currencies` list. */
  otherCurrencies?: CurrencyCode[];
  contacts: Contact[];
  paymentMethods: PaymentMethod[];
}

/** The band app id of a band (agent-band-N). */
export function bandAppId(band: number): string {
  return `agent-band-${band}`;
}

const CARD: PaymentMethod = { method: 'CC', description: 'Credit Card', nett_gross: 'G' };

/** The seeded agencies. Demo logins: demo-agent, band-agent, aussie-agent, heather-agent (all demo-password). */
export const AGENCY_SEEDS: AgencySeed[] = [
  {
    userName: 'demo-agent',
    password: 'demo-password',
    code: 'THISTLE',
    name: 'Thistle Travel Ltd',
    address_1: '14 Rose Street',
    address_2: 'Edinburgh',
    email: 'bookings@thistle-travel.example',
    post_code: 'EH2 2PR',
    telephone: '+44 131 496 0101',
    band_id: 0,
    iata: '91234567',
    abn: '',
    commissionPercent: 20,
    currency: 'GBP',
    otherCurrencies: ['EUR', 'USD'],
    contacts: [
      {
        contact_id: 1001,
        first_name: 'Fiona',
        second_name: 'MacLeod',
        email: 'fiona@thistle-travel.example',
      },
      {
        contact_id: 1002,
        first_name: 'Callum',
        second_name: 'Stewart',
        email: 'callum@thistle-travel.example',
      },
      { contact_id: 1003, first_name: 'Isla', second_name: 'Fraser', email: 'isla@thistle-travel.example' },
    ],
    paymentMethods: [CARD, { method: 'ACC', description: 'On account (nett)', nett_gross: 'N' }],
  },
  {
    userName: 'band-agent',
    password: 'demo-password',
    code: 'CALEDON',
    name: 'Caledonian Journeys',
    address_1: '2 Buchanan Street',
    address_2: 'Glasgow',
    email: 'sales@caledonian-journeys.example',
    post_code: 'G1 3LB',
    telephone: '+44 141 496 0202',
    band_id: 2,
    iata: '92345678',
    abn: '',
    commissionPercent: 25,
    currency: 'GBP',
    contacts: [
      {
        contact_id: 2001,
        first_name: 'Morag',
        second_name: 'Campbell',
        email: 'morag@caledonian-journeys.example',
      },
      {
        contact_id: 2002,
        first_name: 'Euan',
        second_name: 'Grant',
        email: 'euan@caledonian-journeys.example',
      },
    ],
    paymentMethods: [CARD, { method: 'INV', description: 'Invoice (gross)', nett_gross: 'G' }],
  },
  {
    userName: 'aussie-agent',
    password: 'demo-password',
    code: 'GLOBEAU',
    name: 'Globetrotter Adventures Pty Ltd',
    address_1: 'Level 4, 88 George Street',
    address_2: 'Sydney NSW',
    email: 'groups@globetrotter.example',
    post_code: '2000',
    telephone: '+61 2 5550 0303',
    band_id: 1,
    iata: '02345678',
    abn: '51 824 753 556',
    commissionPercent: 15,
    currency: 'AUD',
    contacts: [
      { contact_id: 3001, first_name: 'Jack', second_name: 'Wilson', email: 'jack@globetrotter.example' },
      { contact_id: 3002, first_name: 'Chloe', second_name: 'Nguyen', email: 'chloe@globetrotter.example' },
    ],
    paymentMethods: [CARD, { method: 'ACC', description: 'On account (nett)', nett_gross: 'N' }],
  },
  {
    userName: 'heather-agent',
    password: 'demo-password',
    code: 'HEATHER',
    name: 'Heather & Hills Tours',
    address_1: '7 Union Street',
    address_2: 'Inverness',
    email: 'hello@heather-hills.example',
    post_code: 'IV1 1PL',
    telephone: '+44 1463 496 0404',
    band_id: 0,
    iata: '93456789',
    abn: '',
    commissionPercent: 20,
    currency: 'GBP',
    contacts: [
      { contact_id: 4001, first_name: 'Ailsa', second_name: 'Munro', email: 'ailsa@heather-hills.example' },
      { contact_id: 4002, first_name: 'Rory', second_name: 'Mackenzie', email: 'rory@heather-hills.example' },
    ],
    paymentMethods: [CARD],
  },
];

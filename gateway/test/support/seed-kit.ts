import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { gql, type GraphQLResult } from './gateway.js';

/** The header the sites' proxies set (gateway/src/session/site.ts): the agent portal's requests carry it. */
export const AGENT_SITE = { 'x-tourdesk-site': 'agent' };

/**
 * A browser-like client of one site: keeps the session cookie across calls (updated whenever the gateway rotates
 * it). On the agent portal (`site` 'agent', set by {@link logInAgent}) every request carries the header the
 * portal's proxy adds.
 */
export class Client {
  /** The cookie jar: name → value, as the browser would keep them (a cleared cookie is removed). */
  private readonly jar = new Map<string, string>();

  constructor(
    readonly url: string,
    public site: 'consumer' | 'agent' = 'consumer',
  ) {}

  /** The Cookie header this client sends (undefined with no cookie). */
  get cookie(): string | undefined {
    return this.jar.size === 0
      ? undefined
      : [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The value of one cookie in the jar. */
  cookieValue(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** The headers this client's site proxy adds. */
  get siteHeaders(): Record<string, string> {
    return this.site === 'agent' ? AGENT_SITE : {};
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResult<T>> {
    const result = await gql<T>(this.url, query, variables, {
      cookie: this.cookie,
      headers: { ...this.siteHeaders, ...headers },
    });
    for (const header of result.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return result;
  }

  /** Starts a session (a cookie) without signing in. */
  async startSession(currency = 'GBP'): Promise<void> {
    await this.gql(`mutation($c: String!) { setCurrency(currency: $c) { viewer { currency } } }`, {
      c: currency,
    });
  }

  /** Agent login on the agent portal, both steps, choosing the first contact. */
  async logInAgent(userName: string, password = 'demo-password'): Promise<void> {
    this.site = 'agent';
    const step1 = await this.gql<{ logIn: { pendingLogin: { contacts: { contactId: string }[] } | null } }>(
      LOG_IN,
      { userName, password },
    );
    const contactId = step1.data!.logIn.pendingLogin!.contacts[0]!.contactId;
    const step2 = await this.gql<{ selectConsultant: { userErrors: unknown[] } }>(SELECT_CONSULTANT, {
      contactId,
    });
    if (step2.data!.selectConsultant.userErrors.length) throw new Error(JSON.stringify(step2.data));
  }
}

/** The session cookie's name on a site (default SESSION_COOKIE_NAME td_sid; the agent portal's `td_sid_agent`). */
export function sessionCookie(site: 'consumer' | 'agent'): string {
  return site === 'agent' ? 'td_sid_agent' : 'td_sid';
}

export const LOG_IN = /* GraphQL */ `
  mutation LogIn($userName: String!, $password: String!) {
    logIn(userName: $userName, password: $password) {
      pendingLogin {
        userName
        agency {
          code
          name
          bandId
        }
        contacts {
          contactId
          firstName
          secondName
          email
        }
      }
      userErrors {
        code
        field
        message
        retryAfterSeconds
      }
    }
  }
`;

export const SELECT_CONSULTANT = /* GraphQL */ `
  mutation Select($contactId: ID, $newConsultant: ConsultantInput) {
    selectConsultant(contactId: $contactId, newConsultant: $newConsultant) {
      viewer {
        agent {
          agency {
            code
            name
            address1
            telephone
            bandId
          }
          consultant {
            contactId
            firstName
            secondName
            email
          }
          contacts {
            contactId
          }
          paymentMethods {
            method
            description
            isCard
            isGross
          }
          currencies {
            isoCurrencyCode
          }
          bandRestricted
        }
        pendingLogin {
          userName
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

/** Every field of a booking the screens show. */
export const BOOKING_FIELDS = /* GraphQL */ `
  fragment Amount on Money {
    amountMinor
  }
  fragment Charge on CardCharge {
    amount {
      ...Amount
    }
    cardFee {
      ...Amount
    }
    total {
      ...Amount
    }
    debitCardFee {
      ...Amount
    }
    debitTotal {
      ...Amount
    }
    feeDependsOnCardType
  }
  fragment BookingFields on Booking {
    groupBookingId
    agentReference
    consultant
    bookingDate
    status
    currency
    promoCodeStatus
    trips {
      bookingIdentifier
      tourName
      isAddOn
      departureDate
      returnDate
      promoCode
      tour {
        tourId
      }
      passengers {
        tripPassengerId
        status
        guest {
          passengerId
          firstName
        }
        price {
          ...Amount
        }
        discount {
          ...Amount
        }
        discountPercentage
        cancellationFee {
          ...Amount
        }
        total {
          ...Amount
        }
        commission {
          ...Amount
        }
        nett {
          ...Amount
        }
        onRequest
      }
      rooms {
        roomType
        description
        passengerIndexes
        supplement {
          ...Amount
        }
      }
      price {
        ...Amount
      }
      discount {
        ...Amount
      }
      discountPercentage
      cancellationFees {
        ...Amount
      }
      total {
        ...Amount
      }
      nett {
        ...Amount
      }
      commission {
        ...Amount
      }
    }
    paymentDue
    guests {
      passengerId
      ageCategory
      firstName
      familyName
      email
      dateOfBirth
      gender
      requiredFields
      isComplete
    }
    notes {
      type
      note
    }
    documents {
      name
      url
    }
    totals {
      tripPrice {
        ...Amount
      }
      discount {
        ...Amount
      }
      discountPercentage
      subtotal {
        ...Amount
      }
      addOnsTotal {
        ...Amount
      }
      addOnCount
      cancellationFees {
        ...Amount
      }
      total {
        ...Amount
      }
      nett {
        ...Amount
      }
      commission {
        ...Amount
      }
      paid {
        ...Amount
      }
      paidCardFees {
        ...Amount
      }
      paidIncludingFees {
        ...Amount
      }
      balance {
        ...Amount
      }
      balanceDueDate
    }
    balanceOutstanding
    paymentOptions {
      option
      amount {
        ...Amount
      }
      card {
        ...Charge
      }
    }
    paymentAttempts {
      used
      max
      canRetry
    }
    payments {
      transactionId
      method
      amount {
        ...Amount
      }
      fee {
        ...Amount
      }
      total {
        ...Amount
      }
    }
  }
`;

export const BOOK = /* GraphQL */ `
  ${BOOKING_FIELDS}
  mutation Book($basket: BasketInput!, $key: String!) {
    book(basket: $basket, idempotencyKey: $key) {
      booking {
        ...BookingFields
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

export const BOOKING = /* GraphQL */ `
  ${BOOKING_FIELDS}
  query Booking($id: ID!, $token: String) {
    booking(groupBookingId: $id, paymentLinkToken: $token) {
      ...BookingFields
    }
  }
`;

/** An amount as the tests read it. */
export interface Amount {
  amountMinor: number;
}

/** A card charge as the tests read it. */
export interface ChargeData {
  amount: Amount;
  cardFee: Amount;
  total: Amount;
  debitCardFee: Amount | null;
  debitTotal: Amount | null;
  feeDependsOnCardType: boolean;
}

/** A `MoneyLine` as the tests read it. */
export interface MoneyLineData {
  kind: string;
  role: 'SUMMAND' | 'SUBTRAHEND' | 'SUBTOTAL' | 'TOTAL' | 'NOTE';
  label: string;
  percentage: number | null;
  count: number | null;
  amount: Amount;
}

/** A booking as the tests read it. */
export interface BookingData {
  groupBookingId: string;
  status: string;
  currency: string;
  promoCodeStatus: string;
  trips: {
    bookingIdentifier: string;
    isAddOn: boolean;
    departureDate: string;
    promoCode: string | null;
    tour: { tourId: string };
    passengers: {
      tripPassengerId: string;
      status: string;
      price: Amount;
      discount: Amount;
      discountPercentage: number;
      cancellationFee: Amount;
      total: Amount;
      commission: Amount | null;
      nett: Amount | null;
    }[];
    rooms: { roomType: string; passengerIndexes: number[]; supplement: Amount }[];
    price: Amount;
    discount: Amount;
    discountPercentage: number;
    cancellationFees: Amount;
    total: Amount;
    nett: Amount | null;
    commission: Amount | null;
  }[];
  paymentDue: boolean;
  guests: {
    passengerId: string;
    isComplete: boolean;
    requiredFields: string[];
    firstName: string | null;
    dateOfBirth: string | null;
  }[];
  notes: { type: string; note: string }[];
  documents: { name: string; url: string }[];
  totals: {
    tripPrice: Amount;
    discount: Amount;
    discountPercentage: number;
    subtotal: Amount;
    addOnsTotal: Amount;
    addOnCount: number;
    cancellationFees: Amount;
    total: Amount;
    nett: Amount | null;
    commission: Amount | null;
    paid: Amount;
    paidCardFees: Amount;
    paidIncludingFees: Amount;
    balance: Amount;
    balanceDueDate: string | null;
  };
  balanceOutstanding: boolean;
  paymentOptions: { option: string; amount: Amount; card: ChargeData }[];
  paymentAttempts: { used: number; max: number; canRetry: boolean };
  payments: { transactionId: string; method: string; amount: Amount; fee: Amount | null; total: Amount }[];
}

export interface BookResult {
  book: {
    booking: BookingData | null;
    userErrors: { code: string; field: string[] | null; message: string }[];
  };
}

/** A day-tour basket for `adults` adults on a date (no rooms needed). */
export function dayTourBasket(tourId: string, date: string, adults = 1, extra: Record<string, unknown> = {}) {
  return {
    passengers: Array.from({ length: adults }, () => ({ ageCategory: 'ADULT' })),
    trips: [{ tourId, departureDate: date, ...extra }],
  };
}

/** A fresh idempotency key. */
export function newKey(): string {
  return randomUUID();
}

/** Asks the gateway at `url` without a session, or as `Client` (its session: an agent sees its band's tours). */
function ask<T>(from: string | Client, query: string, variables: Record<string, unknown> = {}) {
  return typeof from === 'string' ? gql<T>(from, query, variables) : from.gql<T>(query, variables);
}

/** Open days (date, free seats) of a tour in a month, from the gateway's calendar (anonymous or as a client). */
export async function openDays(url: string | Client, tourId: string, year: number, month: number) {
  const result = await ask<{
    tour: {
      calendar: {
        weeks: {
          days: {
            date: string;
            freeSeats: number;
            selectable: boolean;
            onRequest: boolean;
            isCurrentMonth: boolean;
          }[];
        }[];
      };
    };
  }>(
    url,
    `query($id: ID!, $y: Int!, $m: Int!) { tour(tourId: $id) { calendar(year: $y, month: $m) { weeks { days { date freeSeats selectable onRequest isCurrentMonth } } } } }`,
    { id: tourId, y: year, m: month },
  );
  return result
    .data!.tour.calendar.weeks.flatMap((w) => w.days)
    .filter((d) => d.selectable && d.isCurrentMonth && !d.onRequest);
}

/**
 * A bookable day tour (by the tour list, anonymous or as a client) and its open days in July 2026 with at least
 * `seats` free seats; `exclude` skips tours already in use (for a second tour of one basket).
 */
export async function findDayTour(
  url: string | Client,
  seats = 4,
  exclude: readonly string[] = [],
): Promise<{ tourId: string; dates: string[] }> {
  const list = await ask<{
    tours: {
      tours: {
        tourId: string;
        bookableOnline: boolean;
        isTrain: boolean;
        duration: { isDayTour: boolean };
      }[];
    };
  }>(url, `{ tours { tours { tourId bookableOnline isTrain duration { isDayTour } } } }`);
  for (const card of list.data!.tours.tours.filter(
    (c) => c.duration.isDayTour && c.bookableOnline && !c.isTrain && !exclude.includes(c.tourId),
  )) {
    const days = (await openDays(url, card.tourId, 2026, 7)).filter((d) => d.freeSeats >= seats);
    if (days.length >= 5) return { tourId: card.tourId, dates: days.map((d) => d.date) };
  }
  throw new Error('no bookable day tour');
}

/** Values of every `nett` and `commission` key anywhere in a JSON value that are not null. */
export function agentOnlyValues(value: unknown): unknown[] {
  const found: unknown[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if ((k === 'nett' || k === 'commission') && child !== null) found.push(child);
        walk(child);
      }
    }
  };
  walk(value);
  return found;
}

/** What the provider's hosted card page answers a card submission. */
export interface HostedCardResult {
  transactionId: string;
  paymentSuccessful: boolean;
  /** What the card was charged, card fee included (decimal). */
  amount: number;
}

/** What a browser does on the provider's hosted card page: load it, read its submit URL, post the card form. */
export async function payOnHostedPage(pageUrl: string, cardNumber: string): Promise<HostedCardResult> {
  const html = await (await fetch(pageUrl)).text();
  if (!html.includes('label for="card_number"')) throw new Error('not the hosted card page');
  const config = JSON.parse(/var cfg = (\{.*?\});/s.exec(html)![1]!) as { submitUrl: string };
  const response = await fetch(new URL(config.submitUrl, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardholder_name: 'Ailsa Munro',
      card_number: cardNumber,
      expiry: '12/30',
      cvc: '123',
    }),
  });
  return (await response.json()) as HostedCardResult;
}

/**
 * A multi-day tour (listed, bookable) with a departure in the month that has `seats` free seats and an available
 * room option for the party; its first such date and that option's rooms.
 */
export async function findMultiDayWithRooms(
  url: string,
  month: number,
  party: readonly string[],
  seats = party.length,
): Promise<{ tourId: string; date: string; rooms: { roomType: string; passengerIndexes: number[] }[] }> {
  const list = await gql<{
    tours: { tours: { tourId: string; bookableOnline: boolean; duration: { days: number } }[] };
  }>(url, `{ tours { tours { tourId bookableOnline duration { days } } } }`);
  for (const card of list.data!.tours.tours.filter((c) => c.duration.days >= 2 && c.bookableOnline)) {
    for (const day of (await openDays(url, card.tourId, 2026, month)).filter((d) => d.freeSeats >= seats)) {
      const options = await gql<{
        tour: {
          roomOptions: { available: boolean; rooms: { roomType: string; passengerIndexes: number[] }[] }[];
        };
      }>(
        url,
        `query($id: ID!, $date: Date!, $party: [AgeCategoryName!]!) { tour(tourId: $id) { roomOptions(departureDate: $date, passengers: $party) { available rooms { roomType passengerIndexes } } } }`,
        { id: card.tourId, date: day.date, party },
      );
      const available = options.data!.tour.roomOptions.filter((o) => o.available);
      const option =
        available.find((o) => o.rooms.length === 1 && o.rooms[0]!.roomType !== 'dorm') ?? available[0];
      if (option) return { tourId: card.tourId, date: day.date, rooms: option.rooms };
    }
  }
  throw new Error(`no multi-day tour with rooms for ${party.join(', ')} in 2026-${month}`);
}

/** A solved registration challenge of the gateway at `url`: the ALTCHA payload the widget would send. */
export async function solvedAltcha(url: string): Promise<string> {
  const { data } = await new Client(url).gql<{
    registrationChallenge: {
      algorithm: string;
      challenge: string;
      maxnumber: number;
      salt: string;
      signature: string;
    };
  }>(`{ registrationChallenge { algorithm challenge maxnumber salt signature } }`);
  const c = data!.registrationChallenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution!.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString('base64');
}

import { randomUUID } from 'node:crypto';
import { cookieFrom, gql, type GraphQLResult } from './gateway.js';

/** A browser-like client: keeps the session cookie across calls (updated whenever the gateway rotates it). */
export class Client {
  cookie: string | undefined;

  constructor(readonly url: string) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResult<T>> {
    const result = await gql<T>(this.url, query, variables, { cookie: this.cookie, headers });
    this.cookie = cookieFrom(result.headers) ?? this.cookie;
    return result;
  }

  /** Starts a session (a cookie) without signing in. */
  async startSession(currency = 'GBP'): Promise<void> {
    await this.gql(`mutation($c: String!) { setCurrency(currency: $c) { viewer { currency } } }`, {
      c: currency,
    });
  }

  /** Agent login, both steps, choosing the first contact. */
  async logInAgent(userName: string, password = 'demo-password'): Promise<void> {
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
  fragment BookingFields on Booking {
    groupBookingId
    agentReference
    consultant
    bookingDate
    status
    currency
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
          amountMinor
        }
        discount {
          amountMinor
        }
        discountPercentage
        commission {
          amountMinor
        }
        nett {
          amountMinor
        }
        paid {
          amountMinor
        }
        outstanding {
          amountMinor
        }
        deposit {
          amountMinor
        }
        onRequest
      }
      rooms {
        roomType
        description
        passengerIndexes
      }
    }
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
      price {
        amountMinor
        formatted
      }
      nett {
        amountMinor
      }
      commission {
        amountMinor
      }
      discount {
        amountMinor
      }
      paid {
        amountMinor
      }
      balance {
        amountMinor
      }
    }
    balanceOutstanding
    balanceDueDate
    paymentOptions {
      option
      amount {
        amountMinor
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
        amountMinor
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

/** A booking as the tests read it. */
export interface BookingData {
  groupBookingId: string;
  status: string;
  currency: string;
  trips: {
    bookingIdentifier: string;
    departureDate: string;
    promoCode: string | null;
    tour: { tourId: string };
    passengers: {
      tripPassengerId: string;
      status: string;
      discount: { amountMinor: number };
      commission: { amountMinor: number } | null;
      nett: { amountMinor: number } | null;
    }[];
  }[];
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
    price: { amountMinor: number };
    nett: { amountMinor: number } | null;
    commission: { amountMinor: number } | null;
    discount: { amountMinor: number };
    paid: { amountMinor: number };
    balance: { amountMinor: number };
  };
  balanceOutstanding: boolean;
  paymentOptions: { option: string; amount: { amountMinor: number } }[];
  paymentAttempts: { used: number; max: number; canRetry: boolean };
  payments: { transactionId: string; method: string }[];
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

/** Open days (date, free seats) of a tour in a month, from the gateway's calendar. */
export async function openDays(url: string, tourId: string, year: number, month: number) {
  const result = await gql<{
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
 * A bookable day tour (by the tour list) and its open days in July 2026 with at least `seats` free seats; `exclude`
 * skips tours already in use (for a second tour of one basket).
 */
export async function findDayTour(
  url: string,
  seats = 4,
  exclude: readonly string[] = [],
): Promise<{ tourId: string; dates: string[] }> {
  const list = await gql<{
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

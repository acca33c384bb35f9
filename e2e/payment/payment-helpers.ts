import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORTS } from '../ports.mjs';
import { SCRIPT_HEADERS } from '../script-token';
import { E2E_PROVIDER_API_KEY } from '../stack-settings.mjs';

/** The simulator of the e2e stack (its outbox records the e-mails sent). */
export const SIM_URL = `http://127.0.0.1:${E2E_PORTS.providerSim}`;

/**
 * The provider's ledger of a booking, read straight from the simulator's REST API with the payment app id (which
 * reads any booking), in minor units: its payments (card fees apart), the sum of its REFUND payments, the card fees
 * paid and the booking's currency.
 */
export async function providerLedger(
  request: APIRequestContext,
  id: string,
): Promise<{ payments: number[]; refunded: number; paidCardFee: number; currency: string }> {
  const hash = (await (
    await request.post(`${SIM_URL}/api/v1.3/payment/security/hmac/authentication_hash`, {
      data: { api_key: E2E_PROVIDER_API_KEY },
    })
  ).json()) as { password_hash: string };
  const record = (await (
    await request.post(`${SIM_URL}/api/v1.3/payment/bookings/${id}`, {
      data: {},
      headers: { 'x-authentication-hash': hash.password_hash },
    })
  ).json()) as {
    payments: { kind: string; amount: number; iso_currency_code: string }[];
    totals: { paid_card_fee: number };
  };
  const cents = (amount: number) => Math.round(amount * 100);
  const refunds = record.payments.filter((p) => p.kind === 'REFUND');
  return {
    payments: record.payments.filter((p) => p.kind !== 'REFUND').map((p) => cents(p.amount)),
    refunded: refunds.reduce((sum, p) => sum + Math.abs(cents(p.amount)), 0),
    paidCardFee: cents(record.totals.paid_card_fee),
    currency: record.payments[0]?.iso_currency_code ?? '',
  };
}

/** The provider's hosted card page: a third party's frame, left out of the axe checks of our pages. */
export const HOSTED_PAGE = 'iframe[title="Secure card payment"]';

/** Test cards of provider-sim (README 'Payments'). */
export const CARDS = { success: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

/**
 * Sends a GraphQL operation with the cookie jar of `request` (a page's `page.request` shares the page's session
 * cookie). For test set-up only: assertions are made on the screens.
 */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: SCRIPT_HEADERS });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data;
}

/** Agent login through the API (both steps, the first consultant), with the request's cookie jar. */
export async function logInAgentByApi(request: APIRequestContext, userName = 'demo-agent'): Promise<void> {
  const { logIn } = await graphql<{ logIn: { pendingLogin: { contacts: { contactId: string }[] } } }>(
    request,
    `
      mutation ($u: String!, $p: String!) {
        logIn(userName: $u, password: $p) {
          pendingLogin {
            contacts {
              contactId
            }
          }
        }
      }
    `,
    { u: userName, p: 'demo-password' },
  );
  await graphql(
    request,
    `
      mutation ($c: ID) {
        selectConsultant(contactId: $c) {
          userErrors {
            message
          }
        }
      }
    `,
    { c: logIn.pendingLogin.contacts[0]?.contactId },
  );
}

interface CalendarDay {
  date: string;
  freeSeats: number;
  selectable: boolean;
  onRequest: boolean;
  isCurrentMonth: boolean;
}

/** Open days of a tour in July 2026 (SIM_TODAY is 2026-06-01) with room for `seats` passengers. */
async function openDays(request: APIRequestContext, tourId: string, seats: number): Promise<string[]> {
  const { tour } = await graphql<{ tour: { calendar: { weeks: { days: CalendarDay[] }[] } } }>(
    request,
    `
      query ($id: ID!) {
        tour(tourId: $id) {
          calendar(year: 2026, month: 7) {
            weeks {
              days {
                date
                freeSeats
                selectable
                onRequest
                isCurrentMonth
              }
            }
          }
        }
      }
    `,
    { id: tourId },
  );
  return tour.calendar.weeks
    .flatMap((week) => week.days)
    .filter((day) => day.selectable && day.isCurrentMonth && !day.onRequest && day.freeSeats >= seats)
    .map((day) => day.date);
}

const BOOK = `mutation($basket: BasketInput!, $key: String!) {
  book(basket: $basket, idempotencyKey: $key) { booking { groupBookingId } userErrors { message } }
}`;

async function book(request: APIRequestContext, basket: unknown): Promise<string> {
  const { book: answer } = await graphql<{
    book: { booking: { groupBookingId: string } | null; userErrors: { message: string }[] };
  }>(request, BOOK, { basket, key: crypto.randomUUID() });
  if (!answer.booking) throw new Error(answer.userErrors.map((error) => error.message).join('; '));
  return answer.booking.groupBookingId;
}

interface ListedTour {
  tourId: string;
  bookableOnline: boolean;
  isTrain: boolean;
  duration: { isDayTour: boolean; days: number };
}

async function listTours(request: APIRequestContext): Promise<ListedTour[]> {
  const { tours } = await graphql<{ tours: { tours: ListedTour[] } }>(
    request,
    `
      {
        tours {
          tours {
            tourId
            bookableOnline
            isTrain
            duration {
              isDayTour
              days
            }
          }
        }
      }
    `,
  );
  return tours.tours.filter((tour) => tour.bookableOnline && !tour.isTrain);
}

/**
 * Books a day tour for `adults` adults through the API with the request's session (consumer or agent), on a
 * different open July date each time (`slot`), and returns the booking id. Day tours have no deposit option.
 */
export async function bookDayTour(request: APIRequestContext, slot: number, adults = 1): Promise<string> {
  for (const tour of (await listTours(request)).filter((candidate) => candidate.duration.isDayTour)) {
    const dates = await openDays(request, tour.tourId, adults);
    if (dates.length < 5) continue;
    return book(request, {
      passengers: Array.from({ length: adults }, () => ({ ageCategory: 'ADULT' })),
      trips: [{ tourId: tour.tourId, departureDate: dates[slot % dates.length] }],
    });
  }
  throw new Error('no bookable day tour in July 2026');
}

/** Books a multi-day tour (with rooms) for two adults more than 14 days ahead: a deposit is then possible. */
export async function bookMultiDayTour(request: APIRequestContext, slot: number): Promise<string> {
  for (const tour of (await listTours(request)).filter((candidate) => !candidate.duration.isDayTour)) {
    const dates = await openDays(request, tour.tourId, 2);
    const date = dates[slot % Math.max(dates.length, 1)];
    if (!date) continue;
    const { tour: rooms } = await graphql<{
      tour: {
        roomOptions: { available: boolean; rooms: { roomType: string; passengerIndexes: number[] }[] }[];
      };
    }>(
      request,
      `
        query ($id: ID!, $date: Date!) {
          tour(tourId: $id) {
            roomOptions(departureDate: $date, passengers: [ADULT, ADULT]) {
              available
              rooms {
                roomType
                passengerIndexes
              }
            }
          }
        }
      `,
      { id: tour.tourId, date },
    );
    const option = rooms.roomOptions.find((candidate) => candidate.available);
    if (!option) continue;
    return book(request, {
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
      trips: [{ tourId: tour.tourId, departureDate: date, rooms: option.rooms }],
    });
  }
  throw new Error('no bookable multi-day tour in July 2026');
}

/** Fills and submits the simulator's hosted card page inside the card gateway's iframe. */
export async function payOnHostedPage(page: Page, cardNumber: string): Promise<void> {
  const frame = page.frameLocator(HOSTED_PAGE);
  await frame.getByLabel('Name on card').fill('Ailsa Munro');
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByRole('button', { name: /^Pay / }).click();
}

/** Waits for the card gateway container with the hosted card page. */
export async function expectHostedCardPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.frameLocator(HOSTED_PAGE).getByLabel('Card number')).toBeVisible();
}

/**
 * Declines the card payment of booking `id` as the card screen and the provider's hosted page would, through the
 * API with the request's session (a page's `page.request`): opens the payment in full (the open one, if any),
 * submits `CARDS.declined` to the simulator's hosted page and commits the response. For specs that need the
 * attempts spent but test the screens of one attempt only.
 * @returns the provider's failure reason and the attempts used, as the gateway answered the commit
 */
export async function declineByApi(
  request: APIRequestContext,
  id: string,
): Promise<{ failureReason: string; used: number }> {
  const { startCardPayment } = await graphql<{
    startCardPayment: { session: { paymentReference: string; hostedPageUrl: string } | null };
  }>(
    request,
    `
      mutation ($id: ID!) {
        startCardPayment(groupBookingId: $id, option: FULL) {
          session {
            paymentReference
            hostedPageUrl
          }
        }
      }
    `,
    { id },
  );
  const session = startCardPayment.session;
  if (!session) throw new Error(`no card payment could be opened for booking ${id}`);
  const html = await (await request.get(session.hostedPageUrl)).text();
  const config = /var cfg = (\{.*?\});/s.exec(html)?.[1];
  if (!config) throw new Error('not the hosted card page');
  const { submitUrl } = JSON.parse(config) as { submitUrl: string };
  const submitted = (await (
    await request.post(new URL(submitUrl, session.hostedPageUrl).toString(), {
      data: { cardholder_name: 'Ailsa Munro', card_number: CARDS.declined, expiry: '12/30', cvc: '123' },
    })
  ).json()) as { transactionId: string };
  const { completeCardPayment } = await graphql<{
    completeCardPayment: { failureReason: string | null; paymentAttempts: { used: number } | null };
  }>(
    request,
    `
      mutation ($id: ID!, $ref: String!, $tx: String!) {
        completeCardPayment(groupBookingId: $id, paymentReference: $ref, transactionId: $tx) {
          failureReason
          paymentAttempts {
            used
          }
        }
      }
    `,
    { id, ref: session.paymentReference, tx: submitted.transactionId },
  );
  if (!completeCardPayment.failureReason || !completeCardPayment.paymentAttempts) {
    throw new Error(`the declined card was not reported as failed: ${JSON.stringify(completeCardPayment)}`);
  }
  return {
    failureReason: completeCardPayment.failureReason,
    used: completeCardPayment.paymentAttempts.used,
  };
}

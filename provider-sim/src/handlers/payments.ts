import type { FastifyRequest } from 'fastify';
import { applyPayment, cardFeesOf, depositAvailable, sharesDue } from '../bookings/apply-payment.js';
import { viewBooking } from '../bookings/booking-view.js';
import { ApiError, notFound } from '../http/api-error.js';
import type { PaymentSession } from '../payments/payment-store.js';
import { cardOutcome } from '../payments/test-cards.js';
import { ALREADY_PAID_MESSAGE, alreadyPaidPage, hostedCardPage } from '../payments/hosted-page.js';
import { sum } from '../util/money.js';
import type { CurrencyCode } from '../util/money.js';
import { toDecimal } from '../util/money.js';
import { accessibleBooking } from './bookings.js';
import { viewContext } from './context.js';
import type { Deps, Handler } from './context.js';

interface InitialiseBody {
  booking_id: number;
  iso_currency_code: CurrencyCode;
  full_payment?: boolean;
  deposit?: boolean;
  token?: string | null;
  payment_urls?: { success?: string; cancellation?: string; failure?: string };
}

/** The parent origin the hosted page posts to: the success URL's origin when configured, else the first configured origin. */
export function parentOriginFor(allowed: string[], successUrl: string | undefined): string {
  if (successUrl) {
    try {
      const origin = new URL(successUrl).origin;
      if (allowed.includes(origin)) return origin;
    } catch {
      return allowed[0] ?? 'http://127.0.0.1:3000';
    }
  }
  return allowed[0] ?? 'http://127.0.0.1:3000';
}

function initialiseJson(deps: Deps, s: PaymentSession): Record<string, unknown> {
  const base = deps.state.publicUrl;
  return {
    booking_id: s.bookingId,
    payment_reference: s.reference,
    amount: toDecimal(s.amount),
    fee: toDecimal(s.fee),
    debit_fee: toDecimal(s.debitFee),
    iso_currency_code: s.currency,
    deposit: s.deposit,
    parent_origin: s.parentOrigin,
    payment_methods: [
      {
        payment_method: 'CC',
        form_iframe: `${base}/hosted/card/${s.reference}`,
        form_post: `${base}/hosted/card/${s.reference}/submit`,
        script_library: `${base}/hosted/card/${s.reference}`,
        data_payload: Buffer.from(
          JSON.stringify({ reference: s.reference, booking_id: s.bookingId, amount: toDecimal(s.amount) }),
        ).toString('base64'),
        payment_reference: s.reference,
      },
    ],
  };
}

function sessionOf(deps: Deps, req: FastifyRequest): PaymentSession {
  const session = deps.state.payments.session((req.params as { paymentReference: string }).paymentReference);
  if (!session) throw notFound('Unknown payment reference');
  return session;
}

/** Payment handlers: initialise, session, commit, and the hosted card page with its submit call. */
export function paymentHandlers(deps: Deps): Record<string, Handler> {
  return {
    async initialisePayment(req) {
      const body = req.body as InitialiseBody;
      const { booking } = accessibleBooking(deps, req, body.booking_id, body.token);
      const { catalogue, clock, config } = deps.state;
      const deposit =
        body.deposit === true &&
        body.full_payment !== true &&
        depositAvailable(booking, catalogue, clock.today());
      const shares = sharesDue(booking, deposit, catalogue, clock.today());
      const amount = sum(shares);
      if (amount <= 0) throw new ApiError(409, 'CONFLICT', 'Nothing is outstanding on this booking');
      const fees = cardFeesOf(shares);
      const session = deps.state.payments.create({
        bookingId: booking.id,
        appId: (req.params as { appId: string }).appId,
        deposit,
        amount,
        fee: fees.credit,
        debitFee: fees.debit,
        currency: booking.currency,
        parentOrigin: parentOriginFor(config.paymentParentOrigins, body.payment_urls?.success),
        urls: body.payment_urls ?? {},
        request: body as unknown as Record<string, unknown>,
      });
      return initialiseJson(deps, session);
    },

    async getPaymentSession(req) {
      const session = sessionOf(deps, req);
      if (session.bookingId !== (req.params as { groupBookingId: number }).groupBookingId)
        throw notFound('Unknown payment session');
      const booking = deps.state.bookings.get(session.bookingId)!;
      return {
        payment_initialise: initialiseJson(deps, session),
        get_booking: viewBooking(booking, viewContext(deps)),
      };
    },

    async commitPayment(req) {
      const body = req.body as { ttc: string; response_payment: { transactionId: string } };
      const session = deps.state.payments.session(body.ttc);
      const tx = session?.transactions.find((t) => t.transactionId === body.response_payment.transactionId);
      if (!session || !tx) throw notFound('Unknown payment reference or transaction');
      const booking = deps.state.bookings.get(session.bookingId)!;
      let recorded = false;
      if (tx.status === 'AUTHORISED') {
        const today = deps.state.clock.today();
        applyPayment(
          booking,
          {
            paymentId: `PAY-${booking.id}-${booking.payments.length + 1}`,
            method: 'CC',
            amount: tx.amount,
            fee: tx.fee,
            paidAt: deps.state.clock.nowLocal(),
            reference: tx.transactionId,
            deposit: session.deposit,
          },
          deps.state.catalogue,
          today,
        );
        tx.status = 'COMMITTED';
        recorded = true;
      }
      const successful = tx.status === 'COMMITTED';
      return {
        recorded,
        payment_response: {
          paymentStatus: successful ? 'COMMITTED' : 'DECLINED',
          paymentSuccessful: successful,
          transactionId: tx.transactionId,
          transactionRef: session.reference,
          reason: tx.reason,
          paymentDetails: {
            paymentMethod: 'CC',
            transactionId: tx.transactionId,
            amount: { amount: toDecimal(tx.amount), currency: session.currency },
            fee: toDecimal(tx.fee),
            total: toDecimal(tx.amount + tx.fee),
          },
        },
        get_booking: viewBooking(booking, viewContext(deps)),
      };
    },

    async getHostedCardPage(req, reply) {
      const session = deps.state.payments.session(
        (req.params as { paymentReference: string }).paymentReference,
      );
      reply.type('text/html; charset=utf-8');
      if (!session) {
        reply.code(404);
        return '<!doctype html><html lang="en"><head><title>Not found</title></head><body><main><h1>Unknown payment</h1></main></body></html>';
      }
      reply.header(
        'content-security-policy',
        `frame-ancestors 'self' ${deps.state.config.paymentParentOrigins.join(' ')}`,
      );
      if (deps.state.payments.alreadyPaid(session)) {
        reply.code(409);
        return alreadyPaidPage();
      }
      return hostedCardPage(session);
    },

    async submitHostedCard(req) {
      const session = sessionOf(deps, req);
      if (deps.state.payments.alreadyPaid(session)) throw new ApiError(409, 'CONFLICT', ALREADY_PAID_MESSAGE);
      const outcome = cardOutcome((req.body as { card_number: string }).card_number);
      const fee = outcome.cardType === 'DEBIT' ? session.debitFee : session.fee;
      const tx = deps.state.payments.addTransaction(session, {
        status: outcome.approved ? 'AUTHORISED' : 'DECLINED',
        amount: session.amount,
        fee,
        cardType: outcome.cardType,
        reason: outcome.reason,
        createdAt: deps.state.clock.nowLocal(),
      });
      return {
        frame: 'cybersource_payment_confirmation',
        booking_reference: session.bookingId,
        status: 'RESPONSE',
        paymentSuccessful: outcome.approved,
        transactionId: tx.transactionId,
        reason: outcome.reason,
        paymentStatus: tx.status,
        amount: toDecimal(session.amount + fee),
        fee: toDecimal(fee),
        card_type: outcome.cardType,
        iso_currency_code: session.currency,
      };
    },
  };
}

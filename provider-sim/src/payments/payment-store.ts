import { randomBytes } from 'node:crypto';
import type { CurrencyCode } from '../util/money.js';
import type { CardType } from './test-cards.js';

/** A card transaction made on the hosted page (amount in minor units). */
export interface CardTransaction {
  transactionId: string;
  paymentReference: string;
  status: 'AUTHORISED' | 'DECLINED' | 'COMMITTED';
  amount: number;
  /** The card fee charged with the amount: the session's credit or debit fee, by the card used. */
  fee: number;
  /** Credit or debit card (the fee depends on it). */
  cardType: CardType;
  reason: string | null;
  createdAt: string;
}

/** A payment session created by initialise (amounts in minor units). */
export interface PaymentSession {
  reference: string;
  bookingId: number;
  appId: string;
  deposit: boolean;
  amount: number;
  /** Card fee of a credit card on the amount. */
  fee: number;
  /** Card fee of a debit card on the amount. */
  debitFee: number;
  currency: CurrencyCode;
  parentOrigin: string;
  urls: { success?: string; cancellation?: string; failure?: string };
  request: Record<string, unknown>;
  transactions: CardTransaction[];
}

/** Payment sessions and their card transactions. */
export class PaymentStore {
  private readonly sessions = new Map<string, PaymentSession>();
  private readonly byBooking = new Map<number, CardTransaction[]>();

  /** Creates a session with a fresh reference. */
  create(session: Omit<PaymentSession, 'reference' | 'transactions'>): PaymentSession {
    const created: PaymentSession = {
      ...session,
      reference: `PR${randomBytes(10).toString('hex')}`,
      transactions: [],
    };
    this.sessions.set(created.reference, created);
    return created;
  }

  /** A session by reference. */
  session(reference: string): PaymentSession | undefined {
    return this.sessions.get(reference);
  }

  /** Whether a session already has an authorised or committed transaction (one successful authorisation each). */
  alreadyPaid(session: PaymentSession): boolean {
    return session.transactions.some((t) => t.status === 'AUTHORISED' || t.status === 'COMMITTED');
  }

  /** Adds a transaction to a session. */
  addTransaction(
    session: PaymentSession,
    tx: Omit<CardTransaction, 'transactionId' | 'paymentReference'>,
  ): CardTransaction {
    const created: CardTransaction = {
      ...tx,
      transactionId: `TX${randomBytes(8).toString('hex').toUpperCase()}`,
      paymentReference: session.reference,
    };
    session.transactions.push(created);
    const list = this.byBooking.get(session.bookingId) ?? [];
    list.push(created);
    this.byBooking.set(session.bookingId, list);
    return created;
  }

  /** Card transactions of a booking. */
  forBooking(bookingId: number): CardTransaction[] {
    return this.byBooking.get(bookingId) ?? [];
  }
}

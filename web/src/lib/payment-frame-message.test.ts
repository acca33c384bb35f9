import { describe, expect, it } from 'vitest';
import { confirmationFrameMessage, readCardPaymentMessage } from './payment-frame-message';

const ORIGIN = 'http://127.0.0.1:4010';
const response = {
  frame: 'cybersource_payment_confirmation',
  booking_reference: '812345',
  status: 'RESPONSE',
  paymentSuccessful: false,
  transactionId: 'tx-1',
  reason: 'Card rejected by issuer',
};

describe('readCardPaymentMessage (seed 001 §4 Payment)', () => {
  it("accepts the payment frame's response from the payment host", () => {
    expect(readCardPaymentMessage({ origin: ORIGIN, data: response }, ORIGIN)).toEqual({
      bookingReference: '812345',
      transactionId: 'tx-1',
      paymentSuccessful: false,
      reason: 'Card rejected by issuer',
    });
  });

  it('ignores messages from any other origin', () => {
    expect(readCardPaymentMessage({ origin: 'https://evil.example', data: response }, ORIGIN)).toBeNull();
  });

  it('ignores other frames, statuses and shapes', () => {
    expect(readCardPaymentMessage({ origin: ORIGIN, data: { ...response, frame: 'x' } }, ORIGIN)).toBeNull();
    expect(
      readCardPaymentMessage({ origin: ORIGIN, data: { ...response, status: 'ok' } }, ORIGIN),
    ).toBeNull();
    expect(
      readCardPaymentMessage({ origin: ORIGIN, data: { ...response, transactionId: 1 } }, ORIGIN),
    ).toBeNull();
    expect(readCardPaymentMessage({ origin: ORIGIN, data: 'RESPONSE' }, ORIGIN)).toBeNull();
  });
});

describe('confirmationFrameMessage (seed 001 §4 Payment)', () => {
  it('carries the frame name, the booking reference and RESPONSE', () => {
    expect(confirmationFrameMessage('812345')).toEqual({
      frame: 'cybersource_payment_confirmation',
      booking_reference: '812345',
      status: 'RESPONSE',
    });
  });
});

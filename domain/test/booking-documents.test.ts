import { describe, expect, it } from 'vitest';
import { emailDocumentTypeOf } from '../src/booking-documents.js';

describe('the message type e-mailing a booking document (seed 001 §7 Email booking document types)', () => {
  it('names each document type by its label', () => {
    expect(emailDocumentTypeOf('Booking Statement')).toBe('Consumer_Statement');
    expect(emailDocumentTypeOf('Booking Itinerary')).toBe('Consumer_Itinerary');
    expect(emailDocumentTypeOf('Agent Statement')).toBe('Agent_Statement');
  });

  it('has none for any other document', () => {
    expect(emailDocumentTypeOf('Voucher')).toBeNull();
    expect(emailDocumentTypeOf('booking statement')).toBeNull();
  });
});

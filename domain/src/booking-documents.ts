/**
 * A booking's documents (seed 001 §2 Confirmation 'Print Documents', §7 Email booking document).
 */
import { EMAIL_DOCUMENT_TYPES, type EmailDocumentType } from './constants.js';

/**
 * The e-mail message type that sends a booking document, by the name the provider gives the document (seed 001 §7
 * Email booking document): 'Booking Statement' → Consumer_Statement, 'Booking Itinerary' → Consumer_Itinerary,
 * 'Agent Statement' → Agent_Statement.
 * @returns the message type, or null for a document that no message type sends.
 */
export function emailDocumentTypeOf(name: string): EmailDocumentType | null {
  const entry = (Object.entries(EMAIL_DOCUMENT_TYPES) as [EmailDocumentType, string][]).find(
    ([, label]) => label === name,
  );
  return entry ? entry[0] : null;
}

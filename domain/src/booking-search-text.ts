/**
 * What the search text of Manage Bookings looks for (seed 000 §2 Manage Bookings: the BOOKING ID, AGENT REFERENCE
 * and LEAD GUEST columns; the seeds give one text box and no rule, so this is tourdesk's reading): a text of digits
 * only is a booking id; any other text is an agent reference, and when no booking has that reference, a lead
 * guest's name.
 */

/** One search of the provider's booking list by the text: by booking id, agent reference or lead guest name. */
export type BookingSearchKey =
  | { kind: 'bookingId'; value: number }
  | { kind: 'agentReference'; value: string }
  | { kind: 'leadGuest'; value: string };

/**
 * The searches a Manage Bookings text stands for, in order: none for an empty text (every booking), one by
 * booking id for digits only, else by agent reference and then, only when that finds no booking, by lead guest.
 * The text is trimmed.
 * @returns at most two keys: the first search, and the one to run when the first finds nothing.
 */
export function bookingSearchKeys(text: string | null | undefined): BookingSearchKey[] {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return [];
  if (/^\d+$/.test(trimmed)) return [{ kind: 'bookingId', value: Number(trimmed) }];
  return [
    { kind: 'agentReference', value: trimmed },
    { kind: 'leadGuest', value: trimmed },
  ];
}

/**
 * Runs the searches a Manage Bookings text stands for ({@link bookingSearchKeys}), in their order: `search(null)`
 * for an empty text (every booking), else the first key, and the second only when the first found no booking
 * (`totalCount` 0). `search` reads the provider's booking list for one key.
 * @returns the answer of the last search run.
 */
export async function searchBookingsByText<R extends { totalCount: number }>(
  text: string | null | undefined,
  search: (key: BookingSearchKey | null) => Promise<R>,
): Promise<R> {
  const [first, fallback] = bookingSearchKeys(text);
  if (!first) return search(null);
  const found = await search(first);
  return found.totalCount > 0 || !fallback ? found : search(fallback);
}

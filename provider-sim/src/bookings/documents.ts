import type { Catalogue } from '../catalogue/catalogue.js';
import type { StoredBooking } from './booking-types.js';

function esc(text: unknown): string {
  return String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const TITLES: Record<string, string> = {
  statement: 'Booking Statement',
  itinerary: 'Booking Itinerary',
  'agent-statement': 'Agent Statement',
};

/**
 * A booking document as HTML: statement (money), itinerary (trips with their departure time and pick-ups) or
 * agent statement (with commission). `view` is the rendered booking JSON.
 */
export function documentHtml(
  kind: string,
  booking: StoredBooking,
  view: Record<string, unknown>,
  catalogue: Catalogue,
): string {
  const title = `${TITLES[kind] ?? 'Document'} #${booking.id}`;
  const trips = view.trips as {
    tour_name: string;
    departure_date: string;
    end_date: string;
    pickup: { name: string; time: string } | null;
    totals: Record<string, number>;
    tour_id: string;
  }[];
  const totals = view.totals as Record<string, number | string | null>;
  const rows = trips
    .map((t) => {
      const itinerary =
        kind === 'itinerary'
          ? (catalogue.get(t.tour_id)?.itinerary ?? [])
              .map((d) => `<li>${esc(d.name)}: ${esc(d.description)}</li>`)
              .join('')
          : '';
      const pickup = t.pickup
        ? `<p>Pick-up: ${esc(t.pickup.name)} at ${esc(t.pickup.time.slice(0, 5))}</p>`
        : '';
      return `<section><h2>${esc(t.tour_name)}</h2><p>Departs ${esc(t.departure_date.slice(0, 10))} at ${esc(t.departure_date.slice(11, 16))}, returns ${esc(t.end_date.slice(0, 10))}</p>${pickup}${itinerary ? `<ol>${itinerary}</ol>` : ''}<p>Trip total: ${esc(t.totals.total)} ${esc(booking.currency)}</p></section>`;
    })
    .join('');
  const guests = booking.passengers
    .map((p) => `<li>${esc(p.first_name)} ${esc(p.family_name)} (${esc(p.age_category)})</li>`)
    .join('');
  const money =
    kind === 'itinerary'
      ? ''
      : `<table><tbody><tr><th scope="row">Total</th><td>${esc(totals.total)} ${esc(booking.currency)}</td></tr><tr><th scope="row">Paid</th><td>${esc(totals.paid)}</td></tr><tr><th scope="row">Balance</th><td>${esc(totals.outstanding)}</td></tr>${kind === 'agent-statement' ? `<tr><th scope="row">Commission</th><td>${esc(totals.commission)}</td></tr><tr><th scope="row">Nett</th><td>${esc(totals.nett)}</td></tr>` : ''}${totals.balance_due_date ? `<tr><th scope="row">Balance due by</th><td>${esc(totals.balance_due_date)}</td></tr>` : ''}</tbody></table>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}th{text-align:left;padding-right:1rem}</style></head><body><main><h1>${esc(title)}</h1><p>Booked ${esc(booking.bookingDate.slice(0, 10))}${booking.yourReference ? `, agent reference ${esc(booking.yourReference)}` : ''}</p>${rows}<h2>Guests</h2><ul>${guests}</ul>${money}</main></body></html>`;
}

import type { ManifestOptions } from './args.js';
import { csvLine } from './format.js';
import { execute } from './gateway-client.js';
import { DepartureManifestsDocument, type DepartureManifestsQuery } from './generated/graphql.js';
import type { ReportIo } from './report.js';

type Departure = DepartureManifestsQuery['departureManifests']['departures'][number];

/** The CSV columns of a manifest: one line per passenger. */
export const MANIFEST_COLUMNS = [
  'date',
  'departureTime',
  'tourId',
  'tourName',
  'pickupTime',
  'pickupPoint',
  'groupBookingId',
  'status',
  'passenger',
  'ageCategory',
  'roomType',
  'agencyCode',
  'consultant',
  'leadContact',
  'leadEmail',
  'leadTelephone',
  'notes',
  'addOns',
] as const;

/** A booking's notes as one text: 'Dietary: Vegetarian; Special Assistance: wheelchair'. */
function notesText(booking: Departure['bookings'][number]): string {
  return booking.notes.map((n) => `${n.type}: ${n.note}`).join('; ');
}

/** A passenger's add-ons as one text: 'Distillery visit; Castle entry'. */
function addOnsText(booking: Departure['bookings'][number], passenger: string): string {
  return booking.addOns
    .filter((a) => a.passengers.includes(passenger))
    .map((a) => a.name)
    .join('; ');
}

/** One manifest line per passenger, in the departure's booking order. */
export function manifestRows(departure: Departure): Record<(typeof MANIFEST_COLUMNS)[number], string>[] {
  return departure.bookings.flatMap((booking) =>
    booking.passengers.map((passenger) => ({
      date: departure.date,
      departureTime: departure.departureTime,
      tourId: departure.tourId,
      tourName: departure.tourName,
      pickupTime: booking.pickup?.time ?? '',
      pickupPoint: booking.pickup?.name ?? '',
      groupBookingId: booking.groupBookingId,
      status: booking.status === 'UNKNOWN' ? `UNKNOWN (${booking.providerStatus})` : booking.status,
      passenger: passenger.name,
      ageCategory: passenger.ageCategory,
      roomType: passenger.roomType ?? '',
      agencyCode: booking.agencyCode ?? '',
      consultant: booking.consultant ?? '',
      leadContact: booking.leadContact.name,
      leadEmail: booking.leadContact.email ?? '',
      leadTelephone: booking.leadContact.telephone ?? '',
      notes: notesText(booking),
      addOns: addOnsText(booking, passenger.name),
    })),
  );
}

/** Text for HTML element content and attribute values. */
function html(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * A printable HTML page of the manifests: per departure a heading (tour, day, time, totals), the passengers in
 * pick-up order with their booking, agent, lead contact, room, notes and add-ons, then the counts by pick-up
 * and the totals. Each departure starts a printed page.
 */
export function manifestHtml(departures: readonly Departure[], from: string, to: string): string {
  const range = from === to ? from : `${from} to ${to}`;
  const sections = departures.map((d) => {
    const rows = manifestRows(d)
      .map(
        (r) =>
          `<tr><td>${html(r.pickupTime)}</td><td>${html(r.pickupPoint)}</td><td>${html(r.passenger)}</td>` +
          `<td>${html(r.ageCategory)}</td><td>${html(r.groupBookingId)}</td><td>${html(r.status)}</td>` +
          `<td>${html(r.agencyCode)}${r.consultant ? ` (${html(r.consultant)})` : ''}</td>` +
          `<td>${html(r.leadContact)}<br>${html(r.leadTelephone)} ${html(r.leadEmail)}</td>` +
          `<td>${html(r.roomType)}</td><td>${html(r.notes)}</td><td>${html(r.addOns)}</td></tr>`,
      )
      .join('\n');
    const pickups = d.pickups
      .map(
        (p) =>
          `<tr><td>${html(p.pickup?.time ?? '')}</td><td>${html(p.pickup?.name ?? 'No pick-up')}</td>` +
          `<td>${p.bookings}</td><td>${p.passengers}</td></tr>`,
      )
      .join('\n');
    const counts = (list: readonly { key: string; count: number }[]) =>
      list.map((c) => `${html(c.key)} ${c.count}`).join(', ') || '—';
    return `<section>
<h2>${html(d.tourName)} (${html(d.tourId)}) — ${html(d.date)} ${html(d.departureTime)}</h2>
<p>${d.totals.passengers} passengers in ${d.totals.bookings} bookings · ages: ${counts(d.totals.byAgeCategory)} · rooms: ${counts(d.totals.rooms)} · add-ons: ${counts(d.totals.addOns)}</p>
<table><thead><tr><th>Pick-up</th><th>Point</th><th>Passenger</th><th>Age</th><th>Booking</th><th>Status</th><th>Agent</th><th>Lead contact</th><th>Room</th><th>Notes</th><th>Add-ons</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<h3>By pick-up point</h3>
<table><thead><tr><th>Time</th><th>Point</th><th>Bookings</th><th>Passengers</th></tr></thead>
<tbody>
${pickups}
<tr><th colspan="2">Total</th><th>${d.totals.bookings}</th><th>${d.totals.passengers}</th></tr>
</tbody></table>
</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Departure manifests ${html(range)}</title>
<style>
body { font: 11pt system-ui, sans-serif; margin: 1.5em; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1em; }
th, td { border: 1px solid #999; padding: 0.2em 0.4em; text-align: left; vertical-align: top; }
section { page-break-after: always; }
@media print { body { margin: 0; } }
</style></head>
<body>
<h1>Departure manifests ${html(range)}</h1>
${sections.join('\n') || '<p>No passengers depart in this range.</p>'}
</body></html>
`;
}

/**
 * `pnpm report manifest`: reads the departure manifests of the range from the gateway and writes them as CSV (one
 * line per passenger, formula cells guarded), JSON (the gateway's manifests as one document) or a printable HTML
 * page. Warnings of the answer (unknown statuses) go to standard error.
 * @throws GatewayError when the gateway refuses or fails.
 */
export async function writeManifest(options: ManifestOptions, io: ReportIo): Promise<void> {
  const started = Date.now();
  io.err.write(
    `Requesting manifests ${options.from}..${options.to}${options.tourIds ? ` for ${options.tourIds.join(', ')}` : ''}…\n`,
  );
  const { data, warnings } = await execute(
    options.gatewayUrl,
    options.token,
    DepartureManifestsDocument,
    {
      input: { from: options.from, to: options.to, ...(options.tourIds ? { tourIds: options.tourIds } : {}) },
    },
    options.timeoutMs,
  );
  for (const warning of warnings) io.err.write(`Warning: ${warning.message}\n`);
  const { departures } = data.departureManifests;
  if (departures.length === 0)
    io.err.write('Warning: no passengers depart in this range (for these tours).\n');
  let text: string;
  if (options.format === 'json') {
    text = `${JSON.stringify({ from: options.from, to: options.to, departures }, null, 2)}\n`;
  } else if (options.format === 'html') {
    text = manifestHtml(departures, options.from, options.to);
  } else {
    text = [
      csvLine([...MANIFEST_COLUMNS]),
      ...departures.flatMap((d) => manifestRows(d).map((r) => csvLine(MANIFEST_COLUMNS.map((c) => r[c])))),
    ].join('');
  }
  await new Promise<void>((resolve, reject) =>
    io.out.write(text, (error) => (error ? reject(error) : resolve())),
  );
  const passengers = departures.reduce((n, d) => n + d.totals.passengers, 0);
  io.err.write(
    `Done: ${departures.length} departures, ${passengers} passengers in ${((Date.now() - started) / 1000).toFixed(1)}s.\n`,
  );
}

import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { graphql } from './payment-helpers';

/**
 * Minor units of an amount as the page shows it ('£1,234.50', '-£12.40', 'A$56.00'): the digits, never a float.
 * @throws when the text holds no amount.
 */
export function minorOf(text: string): number {
  const match = /(-|−)?[^\d-−]*([\d,]+)\.(\d{2})/.exec(text.trim());
  if (!match) throw new Error(`No amount in ${JSON.stringify(text)}`);
  const minor = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] ? -minor : minor;
}

/** The money blocks on the page (web/src/ui/money-lines.tsx and the money tables): their summands and total. */
async function moneyBlocks(scope: Locator) {
  return scope.locator('[data-money-lines]').evaluateAll((blocks) =>
    blocks
      .filter((block) => (block as HTMLElement).offsetParent !== null)
      .map((block) => {
        const amount = (element: Element) =>
          (element.matches('[data-money-amount]') ? element : element.querySelector('[data-money-amount]'))!
            .textContent ?? '';
        const lines = [...block.querySelectorAll('[data-money-role]')];
        return {
          label:
            block.getAttribute('aria-label') ??
            block.closest('section')?.getAttribute('aria-labelledby') ??
            '',
          summands: lines.filter((l) => l.getAttribute('data-money-role') === 'summand').map(amount),
          subtrahends: lines.filter((l) => l.getAttribute('data-money-role') === 'subtrahend').map(amount),
          total: lines.filter((l) => l.getAttribute('data-money-role') === 'total').map(amount),
        };
      }),
  );
}

/**
 * Checks on the page itself that every visible block of money lines adds up: the amounts shown as its lines,
 * parsed from their text, sum to the total shown with them, in minor units; a subtrahend (Paid, shown as a
 * positive amount) is taken away.
 * @returns the blocks checked, by label, with their total in minor units.
 */
export async function expectMoneyAddsUp(
  scope: Locator,
  minimumBlocks = 1,
): Promise<{ label: string; total: number }[]> {
  await expect(scope.locator('[data-money-lines]').first()).toBeVisible();
  const blocks = (await moneyBlocks(scope)).filter((b) => b.total.length === 1 && b.summands.length > 0);
  expect(blocks.length, 'money blocks with lines and a total').toBeGreaterThanOrEqual(minimumBlocks);
  for (const block of blocks) {
    const sum =
      block.summands.reduce((acc, text) => acc + minorOf(text), 0) -
      block.subtrahends.reduce((acc, text) => acc + minorOf(text), 0);
    const shown = [block.summands.join(' + '), ...block.subtrahends].join(' − ');
    expect(sum, `${block.label}: ${shown} = ${block.total[0]}`).toBe(minorOf(block.total[0]!));
  }
  return blocks.map((b) => ({ label: b.label, total: minorOf(b.total[0]!) }));
}

/** The amount of the line labelled `label` in a money block (a `dt`/`dd` pair) inside `scope`. */
export async function lineAmount(scope: Locator, label: string | RegExp): Promise<number> {
  const row = scope
    .locator('[data-money-role]')
    .filter({ has: scope.page().locator('dt', { hasText: label }) });
  await expect(row.first()).toBeVisible();
  return minorOf((await row.first().locator('[data-money-amount]').textContent()) ?? '');
}

interface CalendarDay {
  date: string;
  selectable: boolean;
  freeSeats: number;
  onRequest: boolean;
  isCurrentMonth: boolean;
}

/**
 * A multi-day tour with an August 2026 date (more than 14 days ahead: a deposit is possible) and an available room
 * option for an Adult and a Child, found through the gateway with the request's session.
 */
export async function multiDayWithRoom(
  request: APIRequestContext,
): Promise<{ tourId: string; date: string; rooms: { roomType: string; passengerIndexes: number[] }[] }> {
  const { tours } = await graphql<{
    tours: { tours: { tourId: string; bookableOnline: boolean; duration: { days: number } }[] };
  }>(
    request,
    `
      {
        tours(search: { month: "202608" }) {
          tours {
            tourId
            bookableOnline
            duration {
              days
            }
          }
        }
      }
    `,
  );
  for (const tour of tours.tours.filter((t) => t.bookableOnline && t.duration.days >= 2)) {
    const { tour: calendar } = await graphql<{ tour: { calendar: { weeks: { days: CalendarDay[] }[] } } }>(
      request,
      `
        query ($id: ID!) {
          tour(tourId: $id) {
            calendar(year: 2026, month: 8) {
              weeks {
                days {
                  date
                  selectable
                  freeSeats
                  onRequest
                  isCurrentMonth
                }
              }
            }
          }
        }
      `,
      { id: tour.tourId },
    );
    const days = calendar.calendar.weeks
      .flatMap((w) => w.days)
      .filter((d) => d.isCurrentMonth && d.selectable && !d.onRequest && d.freeSeats >= 4)
      .slice(0, 3);
    for (const day of days) {
      const { tour: options } = await graphql<{
        tour: {
          roomOptions: { available: boolean; rooms: { roomType: string; passengerIndexes: number[] }[] }[];
        };
      }>(
        request,
        `
          query ($id: ID!, $date: Date!) {
            tour(tourId: $id) {
              roomOptions(departureDate: $date, passengers: [ADULT, CHILD]) {
                available
                rooms {
                  roomType
                  passengerIndexes
                }
              }
            }
          }
        `,
        { id: tour.tourId, date: day.date },
      );
      const option = options.roomOptions.find((o) => o.available);
      if (option) return { tourId: tour.tourId, date: day.date, rooms: option.rooms };
    }
  }
  throw new Error('no multi-day tour with a room for an adult and a child in August 2026');
}

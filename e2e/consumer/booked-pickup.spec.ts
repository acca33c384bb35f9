import { expect, test } from '@playwright/test';
import { CARDS, expectHostedCardPage, graphql, payOnHostedPage } from '../payment/payment-helpers';

// The chosen pick-up point and time stay with the trip once booked (seed 001 §3 Pickup point, §9): the booking
// page and the confirmation's itinerary say 'Pick-up: {point} at {HH:MM}'.

const SHOTS = 'artifacts/screenshots';

test('a trip booked with a pick-up point shows it on the booking page and the confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tour } = await graphql<{
    tour: { calendar: { weeks: { days: { date: string; freeSeats: number; selectable: boolean }[] }[] } };
  }>(
    page.request,
    `
      {
        tour(tourId: "LNE") {
          calendar(year: 2026, month: 7) {
            weeks {
              days {
                date
                freeSeats
                selectable
              }
            }
          }
        }
      }
    `,
  );
  const date = tour.calendar.weeks
    .flatMap((week) => week.days)
    .filter((day) => day.selectable && day.freeSeats >= 2)
    .at(-3)!.date;
  const { tour: withPoints } = await graphql<{
    tour: { pickupPoints: { originalId: string; name: string; pickupTime: string | null }[] };
  }>(
    page.request,
    `
      query ($d: Date) {
        tour(tourId: "LNE") {
          pickupPoints(departureDate: $d) {
            originalId
            name
            pickupTime
          }
        }
      }
    `,
    {
      d: date,
    },
  );
  const point = withPoints.pickupPoints.find((candidate) => candidate.pickupTime !== null)!;
  const { book } = await graphql<{ book: { booking: { groupBookingId: string } } }>(
    page.request,
    `
      mutation ($basket: BasketInput!, $key: String!) {
        book(basket: $basket, idempotencyKey: $key) {
          booking {
            groupBookingId
          }
        }
      }
    `,
    {
      basket: {
        passengers: [{ ageCategory: 'ADULT' }],
        trips: [{ tourId: 'LNE', departureDate: date, pickupPointId: point.originalId }],
      },
      key: crypto.randomUUID(),
    },
  );
  const id = book.booking.groupBookingId;
  const line = `Pick-up: ${point.name} at ${point.pickupTime}`;

  await page.goto(`/booking/${id}`);
  await expect(page.getByRole('region', { name: 'BOOKING DETAILS' }).getByText(line)).toBeVisible();
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/booked-pickup-booking-page-${width}.png`, fullPage: true });
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/creditcard?booking=${id}`);
  await expectHostedCardPage(page);
  await payOnHostedPage(page, CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booked itinerary' }).getByText(line)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/booked-pickup-confirmation-1366.png`, fullPage: true });
});

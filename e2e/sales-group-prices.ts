import { expect, type Page } from '@playwright/test';
import { moneyText } from './money-text';
import { graphql } from './payment/payment-helpers';

// A sales-group option's price as the tour panel shows it (seed 001 §2 Tour details panel options, §9 sales
// group): 'from' the lowest price of the month the calendar shows, and the date's own price once a date is chosen,
// checked against each option's calendar read with the page's session (consumer or agent prices).

interface Day {
  date: string;
  isCurrentMonth: boolean;
  selectable: boolean;
  fromPrice: { amountMinor: number; currency: string } | null;
}

/** The selectable, priced days of a tour's month, by date. */
async function pricedDays(
  page: Page,
  tourId: string,
  year: number,
  month: number,
): Promise<Map<string, Day>> {
  const { tour } = await graphql<{ tour: { calendar: { weeks: { days: Day[] }[] } } }>(
    page.request,
    `
      query ($id: ID!, $y: Int!, $m: Int!) {
        tour(tourId: $id) {
          calendar(year: $y, month: $m) {
            weeks {
              days {
                date
                isCurrentMonth
                selectable
                fromPrice {
                  amountMinor
                  currency
                }
              }
            }
          }
        }
      }
    `,
    { id: tourId, y: year, m: month },
  );
  return new Map(
    tour.calendar.weeks
      .flatMap((w) => w.days)
      .filter((d) => d.isCurrentMonth && d.selectable && d.fromPrice && d.fromPrice.amountMinor > 0)
      .map((d) => [d.date, d]),
  );
}

/** The options of the LNE sales group: tour id and name. */
async function options(page: Page): Promise<{ tourId: string; name: string }[]> {
  const { tour } = await graphql<{ tour: { salesGroup: { products: { tourId: string; name: string }[] } } }>(
    page.request,
    `
      {
        tour(tourId: "LNE") {
          salesGroup {
            products {
              tourId
              name
            }
          }
        }
      }
    `,
  );
  return tour.salesGroup.products;
}

function lowest(days: Map<string, Day>): string | null {
  const sorted = [...days.values()].sort((a, b) => a.fromPrice!.amountMinor - b.fromPrice!.amountMinor);
  return sorted[0] ? moneyText(sorted[0].fromPrice!) : null;
}

/**
 * Opens LNE's panel at `address` (no date), checks every option's 'from' for June and then July 2026 against its
 * own calendar, then chooses a July date and checks each option's price on it; the quote for one Adult of the
 * option shown is that price.
 */
export async function expectSalesGroupPrices(page: Page, address: string): Promise<void> {
  await page.goto(address);
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  const radios = panel.getByRole('radiogroup', { name: 'Loch Ness options' });
  await expect(radios).toBeVisible({ timeout: 15_000 });
  const products = await options(page);
  for (const [year, month, monthName] of [
    [2026, 6, 'June'],
    [2026, 7, 'July'],
  ] as const) {
    await expect(panel.getByRole('heading', { name: `${monthName} 2026` })).toBeVisible();
    for (const product of products) {
      const from = lowest(await pricedDays(page, product.tourId, year, month));
      await expect(
        radios.getByRole('radio', { name: from ? `${product.name} (from ${from})` : product.name }),
      ).toHaveCount(1);
    }
    if (month === 6) await panel.getByRole('button', { name: 'Next month' }).click();
  }
  const shown = await pricedDays(page, 'LNE', 2026, 7);
  const dearest = [...shown.values()].sort((a, b) => b.fromPrice!.amountMinor - a.fromPrice!.amountMinor)[0]!;
  const day = Number(dearest.date.slice(8));
  await panel
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(`^\\w+ ${day} July 2026`) })
    .click();
  await expect(panel.getByText(`Selected date: ${dearest.date.slice(8)}/07/2026`)).toBeVisible();
  for (const product of products) {
    const price = (await pricedDays(page, product.tourId, 2026, 7)).get(dearest.date)?.fromPrice;
    const onDay = price ? moneyText(price) : null;
    await expect(
      radios.getByRole('radio', { name: onDay ? `${product.name} (${onDay})` : product.name }),
    ).toHaveCount(1);
  }
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  await expect(panel.getByText(moneyText(dearest.fromPrice!)).first()).toBeVisible();
}

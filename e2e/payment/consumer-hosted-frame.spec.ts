import { expect, test } from '@playwright/test';
import { bookDayTour, expectHostedCardPage, HOSTED_PAGE } from './payment-helpers';

// The card payment screen with the provider's hosted card page (seed 001 §2 Card payment screen: 'a card gateway
// container (500px high)'): the page fits its frame with Pay in view at phone and desktop widths, and the screen
// has one main landmark, the frame included; axe checks the frame too.

test('/creditcard: the hosted card page fits its 500 px frame with Pay in view; one main landmark', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = await bookDayTour(page.request, 7);
  await page.goto(`/creditcard?booking=${id}`);
  await expectHostedCardPage(page);
  // The card gateway container (500px high) around the provider's frame.
  const frame = page.locator(HOSTED_PAGE);
  const hosted = page.frameLocator(HOSTED_PAGE);
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.locator('..').boundingBox())!;
    expect(box.height).toBe(500);
    const pay = (await hosted.getByRole('button', { name: /^Pay / }).boundingBox())!;
    expect(pay.y + pay.height, `Pay inside the frame at ${width} px`).toBeLessThanOrEqual(box.y + box.height);
    expect(await hosted.locator('html').evaluate((html) => html.scrollHeight)).toBeLessThanOrEqual(500);
    await page.screenshot({ path: `artifacts/screenshots/hosted-frame-${width}.png`, fullPage: true });
  }
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(hosted.getByRole('main')).toHaveCount(0);
});

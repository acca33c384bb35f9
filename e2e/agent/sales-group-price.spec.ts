import { test } from '@playwright/test';
import { expectSalesGroupPrices } from '../sales-group-prices';
import { openSignedIn } from './agent-session';

// The same for an agent, at the agency's prices (seed 001 §2 Tour details panel, §6, §9).
test("an agent's sales-group options: the month's 'from', then the chosen date's price", async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  await expectSalesGroupPrices(page, '/search?open=LNE');
});

/**
 * An amount as the pages print it, from the gateway's minor units: en-GB, the currency's symbol, two decimals
 * ('£69.50', 'US$12.00'; with `code`, 'GBP 69.50' as the Manage Bookings money columns print it), written here with Intl so the specs check the page against the gateway's figures rather
 * than against the app's own formatter.
 */
export function moneyText(
  money: { amountMinor: number; currency: string },
  currencyDisplay: 'symbol' | 'code' = 'symbol',
): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: money.currency,
    currencyDisplay,
  }).format(money.amountMinor / 100);
}

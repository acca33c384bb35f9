/**
 * The root fields of a sale (seed 001 §4 Checkout and Payment, §7 Calls: pricing the basket, booking it, paying
 * by card or by an agent's method): an operation selecting one of them is a sale. The gateway gives its provider
 * calls the sales budget (PROVIDER_SALES_BUDGET_MS) instead of a read's; the web server's /graphql proxy waits for
 * it that long.
 */
export const SALE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'quote',
  'book',
  'startCardPayment',
  'completeCardPayment',
  'payByAgentMethod',
]);

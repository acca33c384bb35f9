import { PICKUP_RUNS } from '../catalogue/pickup-runs.js';
import { AGE_CATEGORY_LIST, COUNTRY_LIST, CURRENCY_LIST } from '../catalogue/reference.js';
import { notFound } from '../http/api-error.js';
import type { Deps, Handler } from './context.js';

/** Reference-data handlers: pick-up runs, age categories, currencies, countries. */
export function referenceHandlers(_deps: Deps): Record<string, Handler> {
  return {
    async getPickupRun(req) {
      const run = PICKUP_RUNS.get((req.params as { runId: number }).runId);
      if (!run) throw notFound('Unknown pick-up run');
      return run;
    },
    async listAgeCategories() {
      return AGE_CATEGORY_LIST;
    },
    async listCurrencies() {
      return { default_currency: 'GBP', currencies: CURRENCY_LIST };
    },
    async listCountries() {
      return { countries: COUNTRY_LIST };
    },
  };
}

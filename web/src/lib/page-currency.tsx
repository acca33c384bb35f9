import { resolveCurrency, type CurrencyCode } from '@tourdesk/domain/currencies';
import { createContext, useContext } from 'react';
import { CURRENCY_PARAM, readCurrencyCookie } from './currency-cookie';

/**
 * The currency (ISO 4217) the first page was drawn in, by the web server's rule for a shared page
 * (web/server/pages.ts `sharedPageKey`: the address's `cur`, else the {@link readCurrencyCookie currency cookie},
 * by domain `resolveCurrency`, seed 001 §2). In the browser it is worked out from the address and cookie the
 * page was loaded with; on the server the renderer provides the currency it priced the page in
 * (web/src/entry-server.tsx), so a server-rendered page and its hydration show the same currency.
 */
export const PageCurrencyContext = createContext<CurrencyCode>(
  typeof window === 'undefined'
    ? resolveCurrency()
    : resolveCurrency(new URLSearchParams(window.location.search).get(CURRENCY_PARAM), readCurrencyCookie()),
);

/** {@link PageCurrencyContext}'s value. */
export function usePageCurrency(): CurrencyCode {
  return useContext(PageCurrencyContext);
}

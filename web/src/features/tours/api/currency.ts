import { gql, type ApolloClient } from '@apollo/client';
import { isSupportedCurrency, resolveCurrency } from '@tourdesk/domain/currencies';
import { useSyncExternalStore } from 'react';
import { SetCurrencyDocument } from '@/apollo/generated/graphql';
import { CURRENCY_PARAM, readCurrencyCookie, writeCurrencyCookie } from '@/lib/currency-cookie';
import { usePageCurrency } from '@/lib/page-currency';
import { readSession, sessionKey, subscribeSession, writeSession } from '@/lib/session-store';

if (false) {
  gql`
    mutation SetCurrency($currency: String!) {
      setCurrency(currency: $currency) {
        viewer {
          currency
        }
        userErrors {
          code
          message
        }
      }
    }
  `;
}

export { CURRENCY_PARAM };

/**
 * The display currency chosen in this tab, by `cur` or the header's switch (seed 000 §1: kept in session storage;
 * it survives a logout); null before any choice in this tab.
 */
export const currencyKey = sessionKey<string | null>(
  'currency',
  null,
  (value): value is string => typeof value === 'string' && isSupportedCurrency(value),
);

/**
 * The currency the site shows in this tab (ISO 4217), by domain `resolveCurrency` (seed 001 §2): the address's
 * `cur`, else the tab's stored choice ({@link currencyKey}), else the currency cookie a new tab of the same browser
 * shares (the one the web server prices shared pages in), else the default. While a server-rendered page
 * hydrates, the currency the server drew it in (`usePageCurrency`), so the first render matches its markup.
 */
export function useDisplayCurrency(): string {
  const drawn = usePageCurrency();
  return useSyncExternalStore(
    (listener) => subscribeSession(currencyKey, listener),
    () =>
      resolveCurrency(
        new URLSearchParams(window.location.search).get(CURRENCY_PARAM),
        readSession(currencyKey) ?? readCurrencyCookie(),
      ),
    () => drawn,
  );
}

/**
 * Sets the gateway session's currency (`setCurrency`; an agent only within the agency's list) and stores the
 * choice. False when the gateway refused it (nothing changes then). Prices already on screen or in the cache are
 * the old currency's: the caller fetches them again.
 */
export async function setSessionCurrency(client: ApolloClient, currency: string): Promise<boolean> {
  const { data } = await client.mutate({ mutation: SetCurrencyDocument, variables: { currency } });
  if (!data || data.setCurrency.userErrors.length > 0) return false;
  writeSession(currencyKey, data.setCurrency.viewer.currency);
  writeCurrencyCookie(data.setCurrency.viewer.currency);
  return true;
}

/**
 * Applies the `cur` query parameter (seed 001 §2: a currency override, lower-cased): when it names a sold
 * currency other than the stored one, the session switches to it and the cache is emptied, so the page's loader
 * fetches every price in the new currency. Unknown codes, and codes an agent's agency does not sell in, are
 * ignored. On the server nothing is switched: the page is drawn for no one's session, in the currency the web
 * server asks the gateway for (the override's, web/server/pages.ts `sharedPageKey`), and the browser switches
 * its session when it hydrates, so both draw the same prices.
 */
export async function applyCurrencyParam(client: ApolloClient, cur: string | null): Promise<void> {
  if (typeof window === 'undefined' || !cur || !isSupportedCurrency(cur)) return;
  const currency = resolveCurrency(cur);
  if (readSession(currencyKey) === currency) return;
  if (await setSessionCurrency(client, currency)) await client.clearStore();
}

/** Stores the session's currency as the gateway set it (an agent's agency currency after login). */
export function rememberCurrency(currency: string): void {
  if (!isSupportedCurrency(currency)) return;
  writeSession(currencyKey, resolveCurrency(currency));
  writeCurrencyCookie(resolveCurrency(currency));
}

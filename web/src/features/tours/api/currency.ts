import { gql, type ApolloClient } from '@apollo/client';
import { DEFAULT_CURRENCY, isSupportedCurrency, resolveCurrency } from '@tourdesk/domain/currencies';
import { SetCurrencyDocument } from '@/apollo/generated/graphql';
import { readSession, sessionKey, writeSession } from '@/lib/session-store';

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

/** The display currency chosen by `cur` (seed 000 §1: kept in session storage; it survives a logout). */
export const currencyKey = sessionKey<string>(
  'currency',
  DEFAULT_CURRENCY,
  (value): value is string => typeof value === 'string' && isSupportedCurrency(value),
);

/**
 * Applies the `cur` query parameter (seed 001 §2: a currency override, lower-cased): when it names a sold
 * currency other than the session's, the gateway session switches (`setCurrency`), the choice is stored and the
 * cache is emptied so every price is fetched again in the new currency. Unknown codes are ignored.
 */
export async function applyCurrencyParam(client: ApolloClient, cur: string | null): Promise<void> {
  if (!cur || !isSupportedCurrency(cur)) return;
  const currency = resolveCurrency(cur);
  if (readSession(currencyKey) === currency) return;
  const { data } = await client.mutate({ mutation: SetCurrencyDocument, variables: { currency } });
  if (!data || data.setCurrency.userErrors.length > 0) return;
  writeSession(currencyKey, currency);
  await client.clearStore();
}

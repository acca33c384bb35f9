import { isSupportedCurrency, resolveCurrency } from '@tourdesk/domain/currencies';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { loadApollo } from '@/apollo/on-demand';
import { rebaseBasketCurrency } from '@/features/cart/api/basket-storage';
import { CurrencySwitch } from '@/features/layout/components/site-header-currency';
import {
  CURRENCY_PARAM,
  currencyKey,
  rememberCurrency,
  setSessionCurrency,
} from '@/features/tours/api/currency';
import { useSessionValue } from '@/lib/session-store';

/**
 * The consumer site's currency switch in the header. It shows the address's `cur` when that names a sold
 * currency (the page's loader priced in it), else the stored choice once the page runs in the browser (the server
 * draws the default); a `cur` the server applied is stored, so later pages say it too. Choosing a currency
 * switches the session by the same rule as `cur` (seed 001 §2: `setSessionCurrency`), quotes the basket's trips
 * again in it, and loads the page again without a `cur` that would switch it back, so every price on screen, in
 * the cache and in any open form comes in the new currency.
 */
export function ConsumerCurrencySwitch() {
  const [params] = useSearchParams();
  const stored = useSessionValue(currencyKey);
  const cur = params.get(CURRENCY_PARAM);
  const currency = cur && isSupportedCurrency(cur) ? resolveCurrency(cur) : stored;
  useEffect(() => {
    if (currency !== stored) rememberCurrency(currency);
  }, [currency, stored]);
  const choose = async (chosen: string) => {
    const { client } = await loadApollo();
    if (!(await setSessionCurrency(client, chosen))) return;
    rebaseBasketCurrency(chosen);
    const url = new URL(window.location.href);
    url.searchParams.delete(CURRENCY_PARAM);
    window.location.replace(url.toString());
  };
  return <CurrencySwitch currency={currency} onChoose={choose} />;
}

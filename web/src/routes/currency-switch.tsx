import { loadApollo } from '@/apollo/on-demand';
import { rebaseBasketCurrency } from '@/features/cart/api/basket-storage';
import { CurrencySwitch } from '@/features/layout/components/site-header-currency';
import { CURRENCY_PARAM, setSessionCurrency, useDisplayCurrency } from '@/features/tours/api/currency';

/**
 * The consumer site's currency switch in the header, showing the currency the site shows (`useDisplayCurrency`:
 * the server draws the currency it priced the page in). Choosing a currency switches the session by the same rule as `cur` (seed 001
 * §2: `setSessionCurrency`), quotes the basket's trips again in it, and loads the page again without a `cur` that
 * would switch it back, so every price on screen, in the cache and in any open form comes in the new currency.
 */
export function ConsumerCurrencySwitch() {
  const currency = useDisplayCurrency();
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

import { useApolloClient, useReadQuery, type QueryRef } from '@apollo/client/react';
import type { AppShellQuery } from '@/apollo/generated/graphql';
import { AgentNavigation } from '@/features/agent/components/agent-navigation';
import { rebaseBasketCurrency } from '@/features/cart/api/basket-storage';
import { setSessionCurrency } from '@/features/tours/api/currency';

/**
 * The agent portal header's navigation once logged in (nothing before). Its currency switch changes the session's
 * currency, re-bases the basket on it (its trips are quoted again in it) and reloads the page, so every price on
 * screen, in the cache and in any open form comes again in the new currency.
 */
export function AgentHeaderNavigation({ shellRef }: { shellRef: QueryRef<AppShellQuery> }) {
  const { data } = useReadQuery(shellRef);
  const client = useApolloClient();
  const agent = data.viewer.agent;
  const onCurrencyChange = async (currency: string) => {
    if (!(await setSessionCurrency(client, currency))) return;
    rebaseBasketCurrency(currency);
    window.location.reload();
  };
  if (!agent) return null;
  return (
    <AgentNavigation agent={agent} currency={data.viewer.currency} onCurrencyChange={onCurrencyChange} />
  );
}

import { agencyCurrencies } from '@tourdesk/domain/currencies';
import { isCardMethod, isGross } from '@tourdesk/domain/payment';
import type { GatewayContext } from '../../context.js';
import type { PaymentMethod, ResolversTypes } from '../../generated/resolvers-types.js';
import type { ProviderPaymentMethod } from '../../provider/types.js';

/** An agent payment method as the screens use it (seed 000 §3 Payment method). */
function methodOut(m: ProviderPaymentMethod): PaymentMethod {
  return {
    method: m.method,
    description: m.description,
    isCard: isCardMethod(m.method),
    isGross: isGross(m.nett_gross),
  };
}

/**
 * The viewer as the screens see it: the agent part carries only what screens show (agency, consultant,
 * contacts, payment methods, currencies; Agency and Consultant resolve from the provider records), never the
 * provider tokens. The answer of `Query.viewer` and of every mutation that changes the session.
 */
export async function viewerOf(ctx: GatewayContext): Promise<ResolversTypes['Viewer']> {
  const { agent, pendingLogin } = ctx.session.data;
  let agentOutput: ResolversTypes['AgentSession'] | null = null;
  if (agent) {
    const all = await ctx.data.currencies();
    const sold = agencyCurrencies(agent.currencies);
    agentOutput = {
      agency: agent.agency,
      consultant: agent.contact,
      contacts: agent.contacts,
      paymentMethods: agent.paymentMethods.map(methodOut),
      currencies: sold.flatMap((code) => all.filter((c) => c.iso_currency_code === code)),
      bandRestricted: agent.agency.band_id > 0,
    };
  }
  const pending =
    pendingLogin && pendingLogin.expiresAt > ctx.services.clock.now()
      ? { userName: pendingLogin.userName, agency: pendingLogin.agency, contacts: pendingLogin.contacts }
      : null;
  return { agent: agentOutput, pendingLogin: agent ? null : pending, currency: ctx.currency };
}

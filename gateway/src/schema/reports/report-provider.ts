import type { GatewayContext } from '../../context.js';
import { ProviderClient } from '../../provider/provider-client.js';

/**
 * A provider client for report pages: like the request's client (same authentication hashes, request id,
 * metrics and logs) but on the report transport, whose per-call timeout is REPORT_PAGE_TIMEOUT_MS, because a
 * booking-search page of 1000 bookings takes the provider far longer than the calls PROVIDER_TIMEOUT_MS is sized for.
 */
export function reportProvider(ctx: GatewayContext): ProviderClient {
  const { config, reportTransport, hashes } = ctx.services;
  return new ProviderClient(
    reportTransport,
    hashes,
    { apiUrl: config.providerApiUrl, paymentUrl: config.providerPaymentUrl },
    ctx.requestId,
  );
}

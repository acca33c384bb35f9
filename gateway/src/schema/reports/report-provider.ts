import type { GatewayContext } from '../../context.js';
import { ProviderClient } from '../../provider/provider-client.js';
import { ProviderTransport } from '../../provider/transport.js';
import type { GatewayServices } from '../../services.js';

/** One report transport per gateway instance (its own pools; idle sockets do not keep the process alive). */
const transports = new WeakMap<GatewayServices, ProviderTransport>();

/**
 * A provider client for report pages: like the request's client (same authentication hashes, request id,
 * metrics and logs) but with its own per-call timeout, REPORT_PAGE_TIMEOUT_MS, because a booking-search page of
 * 1000 bookings takes the provider far longer than the calls PROVIDER_TIMEOUT_MS is sized for.
 */
export function reportProvider(ctx: GatewayContext): ProviderClient {
  const { services } = ctx;
  let transport = transports.get(services);
  if (!transport) {
    transport = new ProviderTransport(
      {
        timeoutMs: services.config.reportPageTimeoutMs,
        readRetries: services.config.providerReadRetries,
      },
      services.metrics,
      services.logger,
    );
    transports.set(services, transport);
  }
  const { config } = services;
  return new ProviderClient(
    transport,
    services.hashes,
    { apiUrl: config.providerApiUrl, paymentUrl: config.providerPaymentUrl },
    ctx.requestId,
  );
}

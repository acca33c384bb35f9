import type { AgentSession } from './check-refund.js';
import { listOf, text, wholeNumber, type CheckContext } from './context.js';

const AGENT_READS = [
  'getAgency',
  'refreshToken',
  'updateContact',
  'changePassword',
  'resetPassword',
] as const;

/**
 * The agent's operations with the login given: login with credentials, then with the agency's first contact
 * (token), the agency, the agency's booking search and one of its bookings with the token under the agency's
 * band app id, the token refresh (it revokes the refresh token, nothing else) and the refusal of the refresh token
 * it spent; last, with `--writes`, the writes that change nothing: the contact updated with its own details, the
 * password changed (with the token) and reset to the same password. Answers the agent's session for the refund
 * probe (with `--writes` only; undefined when the login failed).
 */
export async function checkAgent(
  ctx: CheckContext,
  login: { userName: string; password: string },
): Promise<AgentSession | undefined> {
  const { probe, client, options } = ctx;
  const app = options.appId;
  const credentials = { user_name: login.userName, password: login.password };
  const first = await probe.json('agentLogin', `${login.userName}, credentials`, () =>
    client.agentLogin(app, credentials),
  );
  const contactId = wholeNumber(listOf(first?.contacts)[0]?.contact_id);
  if (!first?.valid_login || contactId === undefined) {
    const why =
      first?.valid_login === false ? `login refused: ${first.error_message ?? 'no reason'}` : 'no contact';
    for (const id of AGENT_READS) probe.unreachable(id, login.userName, why);
    return undefined;
  }
  const second = await probe.json('agentLogin', `${login.userName}, contact ${contactId}`, () =>
    client.agentLogin(app, { ...credentials, contact_id: contactId }),
  );
  const token = text(second?.token?.access_token);
  const refresh = text(second?.token?.refresh_token);
  const band = text(second?.agency?.band_app_id);
  const code = text(second?.agency?.code);
  if (!token || !refresh || !band || !code) {
    for (const id of AGENT_READS)
      probe.unreachable(id, login.userName, 'the login gave no token, agency or band app id');
    return undefined;
  }
  await probe.json('getAgency', `${band} ${code}`, () => client.getAgency(band, code, token));
  const page = await probe.json('searchBookings', `${band} agency ${code}, page 1 of 5`, () =>
    client.searchBookings(band, { token, page: 1, page_size: 5 }),
  );
  const bookingId = listOf(page?.bookings)
    .map((b) => wholeNumber(b.group_booking_id))
    .find((id) => id !== undefined && id > 0);
  if (bookingId !== undefined) {
    await probe.json('loadBooking', `${band} ${bookingId} with the agent token`, () =>
      client.loadBooking(band, bookingId, token),
    );
  }
  const refreshed = await probe.json('refreshToken', band, () => client.refreshToken(band, refresh));
  // The gateway logs an agent out on 401 INVALID_TOKEN only (gateway/src/errors.ts).
  await probe.expectError(
    'refreshToken',
    `${band} the refresh token just spent`,
    { status: 401, code: 'INVALID_TOKEN' },
    () => client.refreshToken(band, refresh),
  );
  if (!options.writes) return undefined;
  const fresh = text(refreshed?.access_token) ?? token;
  // Writes that change nothing (with --writes): the contact's own details, the login's own password.
  const contact = [...listOf(second?.contacts), ...listOf(first.contacts)].find(
    (c) => c.contact_id === contactId,
  );
  if (contact) {
    await probe.json('updateContact', `${band} ${code} contact ${contactId} (its own details)`, () =>
      client.updateContact(band, code, {
        contact_id: contactId,
        first_name: contact.first_name,
        second_name: contact.second_name,
        email: contact.email,
        token: fresh,
      }),
    );
  }
  const same = { user_name: login.userName, current_password: login.password, new_password: login.password };
  await probe.json('changePassword', `${band} ${login.userName} (to the same password)`, () =>
    client.changePassword(band, { ...same, token: fresh }),
  );
  await probe.json('resetPassword', `${app} ${login.userName} (to the same password)`, () =>
    client.resetPassword(app, same),
  );
  return {
    band,
    token: fresh,
    currency: listOf(second?.currencies)[0] ?? 'GBP',
    nettMethod: text(listOf(second?.payment_methods).find((m) => m.nett_gross === 'N')?.method),
  };
}

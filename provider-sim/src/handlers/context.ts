import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import type { ViewContext } from '../bookings/booking-view.js';
import type { AgencyRecord, AgentSession } from '../identity/identity-store.js';
import { ApiError } from '../http/api-error.js';
import type { Faults } from '../http/faults.js';
import type { SimState } from '../state.js';
import { toDecimal } from '../util/money.js';

/** A route handler: returns the JSON (or text) body. */
export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What every handler can reach. */
export interface Deps {
  state: SimState;
  faults: Faults;
}

/** Who is calling, from the app id in the path. */
export interface AppInfo {
  appId: string;
  /** Agency band (null for consumer and payment). */
  band: number | null;
  /** Agent app ids see nett and commission. */
  agent: boolean;
  /** Default commission percent of the band (0 for consumer). */
  commissionPercent: number;
}

/** The app ids the simulator knows: consumer, payment and one per agency band. */
export function knownAppIds(state: SimState): string[] {
  return ['consumer', 'payment', ...new Set(state.identity.all().map((a) => a.band_app_id))];
}

/** Resolves an app id; unknown ones are refused with 404. */
export function appInfo(state: SimState, appId: string): AppInfo {
  const agencies = state.identity.all().filter((a) => a.band_app_id === appId);
  if (agencies.length > 0) {
    return {
      appId,
      band: agencies[0]!.band_id,
      agent: true,
      commissionPercent: Math.min(...agencies.map((a) => a.commissionPercent)),
    };
  }
  if (appId === 'consumer' || appId === 'payment')
    return { appId, band: null, agent: false, commissionPercent: 0 };
  throw new ApiError(404, 'NOT_FOUND', `Unknown application id ${appId}`);
}

/** The app of a request (path parameter appId). */
export function appOf(deps: Deps, req: FastifyRequest): AppInfo {
  return appInfo(deps.state, (req.params as { appId: string }).appId);
}

/** An agent session with its agency. */
export interface AgentContext {
  session: AgentSession;
  agency: AgencyRecord;
}

/**
 * The agent behind an access token, or null without a token. An unknown or expired token is 401 INVALID_TOKEN;
 * a token of an agency on another band app id is 403.
 */
export function agentOf(deps: Deps, app: AppInfo, token: string | null | undefined): AgentContext | null {
  if (!token) return null;
  const session = deps.state.identity.session(token, deps.state.clock.epochSeconds());
  if (!session) throw new ApiError(401, 'INVALID_TOKEN', 'Access token is unknown or has expired');
  const agency = deps.state.identity.agency(session.agencyCode)!;
  if (app.appId !== 'payment' && agency.band_app_id !== app.appId) {
    throw new ApiError(403, 'FORBIDDEN', `The token belongs to ${agency.band_app_id}, not ${app.appId}`);
  }
  return { session, agency };
}

/** Signature of a document link (so document URLs can be opened without headers). */
export function documentSignature(deps: Deps, id: number, kind: string): string {
  return createHmac('sha256', deps.state.config.hmacSecret)
    .update(`doc|${id}|${kind}`)
    .digest('hex')
    .slice(0, 24);
}

/** The booking view context (documents and card transactions). */
export function viewContext(deps: Deps): ViewContext {
  const { state } = deps;
  return {
    catalogue: state.catalogue,
    today: state.clock.today(),
    documentUrl: (id, kind) =>
      `${state.publicUrl}/documents/${id}/${kind}?sig=${documentSignature(deps, id, kind)}`,
    transactions: (id) =>
      state.payments.forBooking(id).map((t) => ({
        transaction_id: t.transactionId,
        payment_reference: t.paymentReference,
        status: t.status,
        amount: toDecimal(t.amount),
        fee: toDecimal(t.fee),
        card_type: t.cardType,
        reason: t.reason,
        created_at: t.createdAt,
      })),
  };
}

import { requireReportCaller } from '../../../../session/report-token.js';
import { checkManifestInput, departureManifests as manifestsOf } from '../../manifest.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/** Departure manifests for operations (report bearer tokens only): manifest.ts builds them. */
export const departureManifests: NonNullable<QueryResolvers['departureManifests']> = async (
  _parent,
  { input },
  ctx,
) => {
  requireReportCaller(ctx);
  checkManifestInput(input);
  return manifestsOf(ctx, input);
};

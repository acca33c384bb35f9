import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireReportCaller } from '../../session/report-token.js';
import { checkManifestInput, departureManifests } from './manifest.js';

/** Departure manifests for operations (report bearer tokens only): manifest.ts builds them. */
export const manifestResolvers: Resolvers = {
  Query: {
    departureManifests: async (_parent, { input }, ctx) => {
      requireReportCaller(ctx);
      checkManifestInput(input);
      return departureManifests(ctx, input);
    },
  },
};

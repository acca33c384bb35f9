import type { Resolvers } from '../../generated/resolvers-types.js';
import { manifestResolvers } from './manifest.resolvers.js';
import { reportResolvers } from './report.resolvers.js';

/**
 * Booking reports (reports.graphql): report rows and their groups for internal scripts, and departure manifests
 * for operations. Its Query and Mutation maps, one per file; its object types resolve in resolvers/<Type>.ts.
 */
export const reportsAreaResolvers: readonly Resolvers[] = [reportResolvers, manifestResolvers];

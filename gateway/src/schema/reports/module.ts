import type { Resolvers } from '../../generated/resolvers-types.js';
import { manifestResolvers } from './manifest.resolvers.js';
import { reportResolvers } from './report.resolvers.js';

/**
 * Booking reports (reports.graphql): report rows and their groups for internal scripts, and departure manifests
 * for operations. One resolver map per file.
 */
export const reportsAreaResolvers: readonly Resolvers[] = [reportResolvers, manifestResolvers];

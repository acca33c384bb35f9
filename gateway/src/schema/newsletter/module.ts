import type { Resolvers } from '../../generated/resolvers-types.js';
import { newsletterResolvers } from './newsletter.resolvers.js';

/**
 * Newsletter (newsletter.graphql): the consumer site's sign-up. Its Query and Mutation maps, one per file; its object types resolve in resolvers/<Type>.ts.
 */
export const newsletterAreaResolvers: readonly Resolvers[] = [newsletterResolvers];

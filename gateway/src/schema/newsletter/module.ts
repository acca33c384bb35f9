import type { Resolvers } from '../../generated/resolvers-types.js';
import { newsletterResolvers } from './newsletter.resolvers.js';

/**
 * Newsletter (newsletter.graphql): the consumer site's sign-up. One resolver map per file.
 */
export const newsletterAreaResolvers: readonly Resolvers[] = [newsletterResolvers];

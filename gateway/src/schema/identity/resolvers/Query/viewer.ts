import { viewerOf } from '../../viewer-of.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Query.viewer` (seed 000 §2, seed 001 §2): who is calling, from the session (viewer-of.ts).
 */
export const viewer: NonNullable<QueryResolvers['viewer']> = (_parent, _args, ctx) => viewerOf(ctx);

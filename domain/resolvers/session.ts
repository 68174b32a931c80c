import type { Resolvers } from '../__generated__/resolvers-types';
import { toSession } from '../lib/users';

export const sessionResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => toSession(ctx),
  },
};

import type { MutationResolvers, Resolvers } from '../../domain/__generated__/resolvers-types';
import { adminParticipantsMutations } from '../../domain/resolvers/mutations/admin-participants';
import { enrolmentApprovedMessage, enrolmentRejectedMessage } from '../mail/messages';
import { enqueue } from '../mail/outbox';
import { portalOrigin, serverOf } from '../context';

type Resolver<Name extends 'approveEnrolment' | 'rejectEnrolment'> = Extract<NonNullable<MutationResolvers[Name]>, (...args: never[]) => unknown>;

const approve = adminParticipantsMutations.approveEnrolment as Resolver<'approveEnrolment'>;
const reject = adminParticipantsMutations.rejectEnrolment as Resolver<'rejectEnrolment'>;

/**
 * The decisions of sign-ups on this server: the core's (domain/resolvers/mutations/admin-participants.ts),
 * and the person's e-mail, written to the outbox in the decision's transaction (docs/server.md, "Mail"),
 * so a decision that is rolled back sends nothing. The in-browser server has no requests and sends no e-mail.
 */
export const enrolmentResolvers: Resolvers = {
  Mutation: {
    approveEnrolment: async (parent, args, ctx, info) => {
      const payload = await approve(parent, args, ctx, info);
      const request = payload.request;
      if (request && payload.errors.length === 0) {
        const server = serverOf(ctx);
        const dealership = ctx.dealers().byId.get(args.input.dealerId.trim())?.name ?? 'your dealership';
        await enqueue(server.sql, enrolmentApprovedMessage(request.email, request.name, dealership, `${portalOrigin(server.request, server.settings)}/login`));
        server.mailQueued = true;
      }
      return payload;
    },
    rejectEnrolment: async (parent, args, ctx, info) => {
      const payload = await reject(parent, args, ctx, info);
      const request = payload.request;
      if (request && payload.errors.length === 0) {
        const server = serverOf(ctx);
        await enqueue(server.sql, enrolmentRejectedMessage(request.email, request.name, args.input.reason?.trim() || null));
        server.mailQueued = true;
      }
      return payload;
    },
  },
};

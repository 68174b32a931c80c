import { createAccountsState } from '../fixtures/accounts';
import { accountsResolvers } from '../resolvers/accounts';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** Accounts and invitations: the administrators' Accounts screen and a dealer's Team tab (docs/server.md, "Invitations"). */
export const accounts = defineDomain({
  name: 'accounts',
  firstScreen: false,
  collections: ['accountStates'],
  fixtures: createAccountsState,
  repositories: ['accounts'],
  resolvers: [accountsResolvers],
  mutations: fromMutationsChunk('accountsMutations'),
});

import { createEarnRatesState } from '../fixtures/earn-rates';
import { earnRatesResolvers } from '../resolvers/earn-rates';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** Base earn rates and their versions (the Base Earn Rates tab of Promotions Management). */
export const earnRates = defineDomain({
  name: 'earn-rates',
  firstScreen: false,
  collections: ['earnRates', 'earnRateHistory', 'earnRatesSequence'],
  fixtures: createEarnRatesState,
  repositories: ['earnRates'],
  resolvers: [earnRatesResolvers],
  mutations: fromMutationsChunk('earnRatesMutations'),
});

import { scalarResolvers } from '../resolvers/scalars';
import { defineDomain } from './define';

/** The portal's scalars (Date, DateTime, Decimal and the rest): their coercion and checks. */
export const scalars = defineDomain({
  name: 'scalars',
  firstScreen: true,
  collections: [],
  repositories: [],
  resolvers: [scalarResolvers],
});

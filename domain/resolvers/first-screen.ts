import type { Resolvers } from '../__generated__/resolvers-types';
import { scalarResolvers } from './scalars';
import { userErrorResolvers } from './user-errors';
import { contentResolvers } from './content';
import { dashboardResolvers } from './dashboard';
import { sessionResolvers } from './session';
import { notificationsResolvers } from './notifications';

/**
 * The resolvers the shell's and the dashboards' operations run (mocks/portal-operations.ts,
 * FIRST_SCREEN_OPERATIONS): the portal's scalars and user errors, the banners, the dashboards, the
 * session and the notifications. tests/unit/api/other-screens.test.ts checks those operations give the
 * same answers with these alone as with every domain's.
 */
export const firstScreenResolvers: readonly Resolvers[] = [
  scalarResolvers,
  userErrorResolvers,
  contentResolvers,
  dashboardResolvers,
  sessionResolvers,
  notificationsResolvers,
];

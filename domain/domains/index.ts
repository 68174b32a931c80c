import { FIRST_SCREEN_DOMAINS } from './first-screen';
import { OTHER_SCREENS_DOMAINS } from './other-screens';

/**
 * Every domain of the portal: the first screen's and the other screens'. The HTTP server, the tests and
 * the in-browser server as tests run it (mocks/server.ts) take them all at once; the page's worker never
 * imports this module (domain/domains/first-screen.ts says why).
 */
export const DOMAINS = [...FIRST_SCREEN_DOMAINS, ...OTHER_SCREENS_DOMAINS] as const;

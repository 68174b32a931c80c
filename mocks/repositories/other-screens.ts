import type { Database } from '../../domain/db';
import type { OTHER_SCREENS_DOMAINS } from '../../domain/domains/other-screens';
import { MemoryAccounts } from './accounts';
import { MemoryAdminPromotions } from './admin-promotions';
import { MemoryDealerships } from './dealerships';
import { MemoryEarnRates } from './earn-rates';
import { MemoryEarnings } from './earnings';
import { MemoryEnrolments } from './enrolments';
import { MemoryEvents } from './events';
import { MemoryFaq } from './faq';
import type { MemoryRepositories } from './first-screen';
import { MemoryMeetingRequests } from './meeting-requests';
import { MemoryProducts } from './products';
import { MemoryPromotions } from './promotions';
import { MemoryReportDefinitions } from './report-definitions';
import { MemoryReportRuns } from './report-runs';
import { MemoryResources } from './resources';
import { MemoryStoreLoyalty } from './store-loyalty';

/**
 * The stores of the repositories only the other screens use (domain/domains/other-screens.ts); the
 * worker has them with the rest of its server (mocks/other-screens.ts).
 */
export const OTHER_SCREENS_MEMORY_REPOSITORIES: MemoryRepositories<typeof OTHER_SCREENS_DOMAINS> = {
  products: (db) => new MemoryProducts(db),
  events: (db) => new MemoryEvents(db),
  adminPromotions: (db) => new MemoryAdminPromotions(db),
  earnRates: (db) => new MemoryEarnRates(db),
  reportRuns: (db) => new MemoryReportRuns(db),
  meetingRequests: (db) => new MemoryMeetingRequests(db),
  enrolments: (db) => new MemoryEnrolments(db),
  dealerships: (db) => new MemoryDealerships(db),
  accounts: (db) => new MemoryAccounts(db),
  earnings: (db) => new MemoryEarnings(db),
  faq: (db) => new MemoryFaq(db),
  promotions: (db) => new MemoryPromotions(db),
  resources: (db) => new MemoryResources(db),
  reportDefinitions: (db) => new MemoryReportDefinitions(db),
  storeLoyalty: (db) => new MemoryStoreLoyalty(db),
};

/** Each store of this map over `db`, by repository key. */
export function memoryOtherScreensRepositories(db: Database): Record<string, unknown> {
  return Object.fromEntries(Object.entries(OTHER_SCREENS_MEMORY_REPOSITORIES).map(([key, make]) => [key, make(db)]));
}

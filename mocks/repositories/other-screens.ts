import type { Repositories } from '../../domain/context';
import type { Database } from '../../domain/db';
import { MemoryAdminPromotions } from './admin-promotions';
import { MemoryEarnRates } from './earn-rates';
import { MemoryEvents } from './events';
import { MemoryMeetingRequests } from './meeting-requests';
import { MemoryProducts } from './products';
import { MemoryReportRuns } from './report-runs';

/** The repositories only screens other than the dashboards use. */
export type OtherScreensRepositories = Pick<Repositories, 'products' | 'events' | 'adminPromotions' | 'earnRates' | 'reportRuns' | 'meetingRequests'>;

/** The other screens' repositories over the in-browser database; the worker builds them with the rest of its server (mocks/other-screens.ts). */
export function memoryOtherScreensRepositories(db: Database): OtherScreensRepositories {
  return {
    products: new MemoryProducts(db),
    events: new MemoryEvents(db),
    adminPromotions: new MemoryAdminPromotions(db),
    earnRates: new MemoryEarnRates(db),
    reportRuns: new MemoryReportRuns(db),
    meetingRequests: new MemoryMeetingRequests(db),
  };
}

import type { Repositories } from '../context';
import type { Database } from '../db';
import { MemoryAdminPromotions } from './admin-promotions';
import { MemoryClaims } from './claims';
import { MemoryEarnRates } from './earn-rates';
import { MemoryEvents } from './events';
import { MemoryMarketingFunds } from './marketing-funds';
import { MemoryMeetingRequests } from './meeting-requests';
import { MemoryNotifications } from './notifications';
import { MemoryParticipants } from './participants';
import { MemoryProducts } from './products';
import { MemoryReportRuns } from './report-runs';
import { MemoryReviews } from './reviews';
import { MemoryRewards } from './rewards';
import { MemorySpotAwards } from './spot-awards';
import { MemoryTraining } from './training';
import { MemoryUsers } from './users';

/** Every repository over the in-browser database (docs/server.md, "Where the data lives"). */
export function memoryRepositories(db: Database): Repositories {
  return {
    notifications: new MemoryNotifications(db),
    claims: new MemoryClaims(db),
    // The browser keeps a file's name, type and size on its claim, never the file (docs/server.md, "Evidence files").
    claimFiles: null,
    participants: new MemoryParticipants(db),
    spotAwards: new MemorySpotAwards(db),
    products: new MemoryProducts(db),
    rewards: new MemoryRewards(db),
    events: new MemoryEvents(db),
    marketingFunds: new MemoryMarketingFunds(db),
    reviews: new MemoryReviews(db),
    training: new MemoryTraining(db),
    adminPromotions: new MemoryAdminPromotions(db),
    earnRates: new MemoryEarnRates(db),
    reportRuns: new MemoryReportRuns(db),
    meetingRequests: new MemoryMeetingRequests(db),
    users: new MemoryUsers(db),
  };
}

import type { Repositories } from '../../domain/context';
import type { DealerDirectory } from '../../domain/lib/admin/dealers';
import type { SqlExecutor } from '../sql/database';
import { SqlAdminPromotions } from './admin-promotions';
import { SqlClaimFiles } from './claim-files';
import { SqlClaims } from './claims';
import { SqlEarnRates } from './earn-rates';
import { SqlEvents } from './events';
import { SqlMarketingFunds } from './marketing-funds';
import { SqlMeetingRequests } from './meeting-requests';
import { SqlNotifications } from './notifications';
import { SqlParticipants } from './participants';
import { SqlProducts } from './products';
import { SqlReportRuns } from './report-runs';
import { SqlReviews } from './reviews';
import { SqlRewards } from './rewards';
import { SqlSpotAwards } from './spot-awards';
import { SqlTraining } from './training';
import { SqlUsers } from './users';

/** Every repository over the SQL store, in one transaction or on the pool (docs/server.md, "Where the data lives"). */
export function sqlRepositories(db: SqlExecutor, dealers: () => DealerDirectory): Repositories {
  return {
    notifications: new SqlNotifications(db),
    claims: new SqlClaims(db, dealers),
    claimFiles: new SqlClaimFiles(db),
    participants: new SqlParticipants(db, dealers),
    spotAwards: new SqlSpotAwards(db),
    products: new SqlProducts(db),
    rewards: new SqlRewards(db),
    events: new SqlEvents(db),
    marketingFunds: new SqlMarketingFunds(db),
    reviews: new SqlReviews(db),
    training: new SqlTraining(db),
    adminPromotions: new SqlAdminPromotions(db),
    earnRates: new SqlEarnRates(db),
    reportRuns: new SqlReportRuns(db),
    meetingRequests: new SqlMeetingRequests(db),
    users: new SqlUsers(db),
  };
}

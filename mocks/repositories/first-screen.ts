import type { Repositories } from '../../domain/context';
import type { Database } from '../../domain/db';
import { MemoryClaims } from './claims';
import { MemoryMarketingFunds } from './marketing-funds';
import { MemoryNotifications } from './notifications';
import { MemoryParticipants } from './participants';
import { MemoryReviews } from './reviews';
import { MemoryRewards } from './rewards';
import { MemorySpotAwards } from './spot-awards';
import { MemoryTraining } from './training';
import { MemoryUsers } from './users';
import type { OtherScreensRepositories } from './other-screens';

/** The repositories the shell and the dashboards read, over the in-browser database (docs/server.md, "Where the data lives"). */
export function memoryFirstScreenRepositories(db: Database): Omit<Repositories, keyof OtherScreensRepositories> {
  return {
    notifications: new MemoryNotifications(db),
    claims: new MemoryClaims(db),
    // The browser keeps a file's name, type and size on its claim, never the file (docs/server.md, "Evidence files").
    claimFiles: null,
    participants: new MemoryParticipants(db),
    spotAwards: new MemorySpotAwards(db),
    rewards: new MemoryRewards(db),
    marketingFunds: new MemoryMarketingFunds(db),
    reviews: new MemoryReviews(db),
    training: new MemoryTraining(db),
    users: new MemoryUsers(db),
  };
}

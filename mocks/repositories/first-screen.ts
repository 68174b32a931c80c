import type { Repositories } from '../../domain/context';
import type { Database } from '../../domain/db';
import { MemoryClaims } from '../../domain/repositories/claims';
import { MemoryMarketingFunds } from '../../domain/repositories/marketing-funds';
import { MemoryNotifications } from '../../domain/repositories/notifications';
import { MemoryParticipants } from '../../domain/repositories/participants';
import { MemoryReviews } from '../../domain/repositories/reviews';
import { MemoryRewards } from '../../domain/repositories/rewards';
import { MemorySpotAwards } from '../../domain/repositories/spot-awards';
import { MemoryTraining } from '../../domain/repositories/training';
import { MemoryUsers } from '../../domain/repositories/users';
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

import type { Database } from '../../domain/db';
import type { AnyDomain, RepositoryImplementations } from '../../domain/domains/define';
import type { FIRST_SCREEN_DOMAINS } from '../../domain/domains/first-screen';
import { MemoryClaims } from './claims';
import { MemoryContent } from './content';
import { MemoryMarketingFunds } from './marketing-funds';
import { MemoryNotifications } from './notifications';
import { MemoryParticipants } from './participants';
import { MemoryPurchaseVolume } from './purchase-volume';
import { MemoryReviews } from './reviews';
import { MemoryRewards } from './rewards';
import { MemorySpotAwards } from './spot-awards';
import { MemoryTraining } from './training';
import { MemoryUsers } from './users';

/**
 * The in-browser server's stores of the domains' repositories, each over its database (docs/server.md,
 * "Where the data lives"), keyed by the repository names the domains' descriptors give: a descriptor
 * naming a repository this map lacks does not type-check, and the server refuses to start without it
 * (`requireRepositories`, domain/domains/define.ts).
 */
export type MemoryRepositories<Domains extends readonly AnyDomain[]> = RepositoryImplementations<Domains, Database>;

/** The stores of the repositories the shell and the dashboards read (domain/domains/first-screen.ts). */
export const FIRST_SCREEN_MEMORY_REPOSITORIES: MemoryRepositories<typeof FIRST_SCREEN_DOMAINS> = {
  notifications: (db) => new MemoryNotifications(db),
  claims: (db) => new MemoryClaims(db),
  // The browser keeps a file's name, type and size on its claim, never the file (docs/server.md, "Evidence files").
  claimFiles: () => null,
  participants: (db) => new MemoryParticipants(db),
  spotAwards: (db) => new MemorySpotAwards(db),
  rewards: (db) => new MemoryRewards(db),
  marketingFunds: (db) => new MemoryMarketingFunds(db),
  reviews: (db) => new MemoryReviews(db),
  training: (db) => new MemoryTraining(db),
  users: (db) => new MemoryUsers(db),
  purchaseVolume: (db) => new MemoryPurchaseVolume(db),
  content: (db) => new MemoryContent(db),
};

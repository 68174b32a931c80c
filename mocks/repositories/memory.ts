import type { Repositories } from '../../domain/context';
import type { Database } from '../../domain/db';
import type { DOMAINS } from '../../domain/domains';
import { FIRST_SCREEN_MEMORY_REPOSITORIES, type MemoryRepositories } from './first-screen';
import { OTHER_SCREENS_MEMORY_REPOSITORIES } from './other-screens';

/** The stores of every domain's repositories over the in-browser database (docs/server.md, "Where the data lives"). */
export const MEMORY_REPOSITORIES: MemoryRepositories<typeof DOMAINS> = { ...FIRST_SCREEN_MEMORY_REPOSITORIES, ...OTHER_SCREENS_MEMORY_REPOSITORIES };

/** Every repository over the in-browser database. */
export function memoryRepositories(db: Database): Repositories {
  return Object.fromEntries(Object.entries(MEMORY_REPOSITORIES).map(([key, make]) => [key, make(db)])) as unknown as Repositories;
}

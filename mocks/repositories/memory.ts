import type { Repositories } from '../../domain/context';
import type { Database } from '../../domain/db';
import { memoryFirstScreenRepositories } from './first-screen';
import { memoryOtherScreensRepositories } from './other-screens';

/** Every repository over the in-browser database (docs/server.md, "Where the data lives"). */
export function memoryRepositories(db: Database): Repositories {
  return { ...memoryFirstScreenRepositories(db), ...memoryOtherScreensRepositories(db) };
}

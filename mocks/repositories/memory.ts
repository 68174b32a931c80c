import type { Repositories } from '../context';
import type { Database } from '../db';
import { memoryFirstScreenRepositories } from './first-screen';
import { memoryOtherScreensRepositories } from './other-screens';

/** Every repository over the in-browser database (docs/server.md, "Where the data lives"). */
export function memoryRepositories(db: Database): Repositories {
  return { ...memoryFirstScreenRepositories(db), ...memoryOtherScreensRepositories(db) };
}

/** localStorage keys of the in-browser server's data, shared by the server and the page that stores it. */

/** The database, as JSON. */
export const DB_STORAGE_KEY = 'hvac-portal:db';
/**
 * The generation of the stored copy: a counter every tab bumps after writing the database, written last.
 * A tab compares it with the generation its own data came from to see that another tab saved since.
 */
export const DB_GENERATION_KEY = 'hvac-portal:db:generation';
/** The session (docs/product.md, "States"). */
export const AUTHENTICATED_KEY = 'authenticated';
export const ROLE_KEY = 'role';

/** Every key the server reads and writes. */
export const SERVER_STORAGE_KEYS: readonly string[] = [DB_STORAGE_KEY, DB_GENERATION_KEY, AUTHENTICATED_KEY, ROLE_KEY];

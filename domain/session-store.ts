import type { Role } from './__generated__/resolvers-types';
import type { KeyValueStorage } from './db';
import type { RoleKey } from './fixtures/types';

import { AUTHENTICATED_KEY, ROLE_KEY } from './storage-keys';

/** localStorage keys of the session (docs/product.md, "States"). */
export { AUTHENTICATED_KEY, ROLE_KEY };

const ROLE_BY_KEY: Record<RoleKey, Role> = {
  dealer: 'DEALER',
  'comfort-advisor': 'COMFORT_ADVISOR',
  'client-admin': 'CLIENT_ADMIN',
};

export function roleFromKey(key: string | null | undefined): Role {
  return (key && key in ROLE_BY_KEY ? ROLE_BY_KEY[key as RoleKey] : 'DEALER');
}

export function roleKey(role: Role): RoleKey {
  return (Object.keys(ROLE_BY_KEY) as RoleKey[]).find((key) => ROLE_BY_KEY[key] === role) ?? 'dealer';
}

/**
 * The session is server state kept in storage: `authenticated` ("true"/"false"; anything but the
 * text "false" counts as signed in) and `role` (an unknown or absent value means dealer).
 */
export class SessionStore {
  private memory: { authenticated: string | null; role: string | null } = { authenticated: null, role: null };
  /** Keys whose last write did not reach storage: this page's value in memory is the current one. */
  private readonly unsaved = new Set<typeof AUTHENTICATED_KEY | typeof ROLE_KEY>();

  constructor(private readonly storage: KeyValueStorage | null) {}

  private read(key: typeof AUTHENTICATED_KEY | typeof ROLE_KEY): string | null {
    if (!this.storage || this.unsaved.has(key)) return this.memory[key];
    try {
      return this.storage.getItem(key);
    } catch {
      return this.memory[key];
    }
  }

  private write(key: typeof AUTHENTICATED_KEY | typeof ROLE_KEY, value: string): void {
    this.memory[key] = value;
    try {
      this.storage?.setItem(key, value);
      this.unsaved.delete(key);
    } catch {
      // Storage unavailable or full: the session still holds for this page.
      this.unsaved.add(key);
    }
  }

  get authenticated(): boolean {
    return this.read(AUTHENTICATED_KEY) !== 'false';
  }

  get role(): Role {
    return roleFromKey(this.read(ROLE_KEY));
  }

  signIn(role: Role): void {
    this.write(ROLE_KEY, roleKey(role));
    this.write(AUTHENTICATED_KEY, 'true');
  }

  /** Signing out resets the user to the dealer sample and stores "false". */
  signOut(): void {
    this.write(AUTHENTICATED_KEY, 'false');
    this.write(ROLE_KEY, 'dealer');
  }

  switchRole(role: Role): void {
    this.write(ROLE_KEY, roleKey(role));
  }
}

import { createContext, useContext, type ReactNode } from 'react';
import type { Role, ShellUserFragment } from './__generated__/graphql';

/** The person using the portal, as the app shell knows them. */
export interface Viewer {
  authenticated: boolean;
  /** The role the portal is showing (dealer when signed out). */
  role: Role;
  /** The signed-in user for the role; null when signed out. */
  user: ShellUserFragment | null;
  /** Demo data: the role switcher is offered (a server for a real dealer network has none). */
  demo: boolean;
}

/** docs/product.md, "Entities and names": the role labels of the role switcher and its toasts. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  DEALER: 'Dealer/Admin',
  COMFORT_ADVISOR: 'Comfort Advisor',
  CLIENT_ADMIN: 'Client Admin',
};

/** The roles in the order the role switcher lists them. */
export const ROLES: readonly Role[] = ['DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN'];

/** Null outside the app shell; read it through `useViewer()` unless being outside is expected. */
export const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <ViewerContext value={viewer}>{children}</ViewerContext>;
}

/**
 * The current viewer. Throws when used outside `ViewerProvider` (the app shell provides it), so a
 * component placed outside the shell fails loudly instead of showing another person's data.
 */
export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (viewer === null) {
    throw new Error('useViewer must be used inside <ViewerProvider>: render this component within the app shell.');
  }
  return viewer;
}

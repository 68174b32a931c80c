import { useEffect, useRef } from 'react';
import type { ClaimAction, ClaimStatus, Role } from './__generated__/graphql';

/**
 * A claim change the live layer heard (issue 41, "Live"; src/app/live), as the screens that show it
 * more than in place hear of it: the administrators' queue notes a decision made by someone else.
 * This file is all a screen needs of the live layer, whose own code loads after the first screen.
 */
export interface LiveClaimChange {
  claimId: string;
  action: ClaimAction;
  status: ClaimStatus;
  actor: { id: string | null; name: string; role: Role };
  /** The viewer made the change (in this tab or another). */
  byViewer: boolean;
}

/** Returns true when the screen showed the change itself (then the page announces nothing more). */
export type LiveClaimListener = (change: LiveClaimChange) => boolean;

const listeners = new Set<LiveClaimListener>();

/** Tells the screens of a change; true when one of them showed it. */
export function publishClaimChange(change: LiveClaimChange): boolean {
  let shown = false;
  for (const listener of listeners) shown = listener(change) || shown;
  return shown;
}

/** Calls `listener` for each claim change while the component is mounted. */
export function useClaimChanges(listener: LiveClaimListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const call: LiveClaimListener = (change) => latest.current(change);
    listeners.add(call);
    return () => {
      listeners.delete(call);
    };
  }, []);
}

import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** What the stand-in trigger does: fetch the layer's code on intent, and show the layer when used. */
export interface StandInProps {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

export interface OnDemandProps {
  /** Fetches the layer's code (the same import the lazy component makes). */
  load: () => Promise<unknown>;
  /** The trigger as it looks before the layer is loaded; its handlers fetch and open. */
  standIn: (props: StandInProps) => ReactNode;
  /** The real control (a lazy component), rendered open from its first use on. */
  children: ReactNode;
  /** Already in use (opened some other way). */
  used?: boolean;
  /** Called when the stand-in is activated (a controlled layer opens itself then). */
  onUse?: () => void;
}

/**
 * A header control whose layer (menu, panel or drawer) loads on first use, keeping its code out of the
 * first load (BENCHMARKS.md, "Where a target is missed"). Until then the stand-in shows the same
 * button: pointing at it or focusing it fetches the code; activating it renders the real control, open,
 * and the layer takes the focus as it opens. From then on the real control stays.
 */
export function OnDemand({ load, standIn, children, used: usedElsewhere = false, onUse }: OnDemandProps) {
  const [usedHere, setUsedHere] = useState(false);
  if (!usedHere && !usedElsewhere) {
    const fetchCode = () => void load().catch(() => undefined);
    return standIn({
      onPointerEnter: fetchCode,
      onFocus: fetchCode,
      onClick: () => {
        setUsedHere(true);
        onUse?.();
      },
    });
  }
  return <Suspense fallback={standIn({})}>{children}</Suspense>;
}

/**
 * False during the first render, true once mounted. A layer rendered open from its first use opens only
 * once mounted: a Zag machine takes no events before it has started (an effect), so a layer that mounted
 * open could show a menu whose first click does nothing on a busy device.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // After every effect of this commit has run, the layer's machine among them.
    let live = true;
    void Promise.resolve().then(() => live && setMounted(true));
    return () => {
      live = false;
    };
  }, []);
  return mounted;
}

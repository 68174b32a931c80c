import { cloneElement, isValidElement, useId, useLayoutEffect } from 'react';
import { deferred, preload, useDeferred } from '../../lib/deferred';
import type { TooltipLayerProps } from './tooltip-layer';

/** Marks a tooltip's trigger, so the page can tell when one is pointed at or focused. */
const TRIGGER_ATTRIBUTE = 'data-tooltip-trigger';

/** The trigger that had the focus when the tooltips' code arrived, to be focused again once rendered anew. */
let refocus: string | null = null;

/**
 * The tooltips' code (Chakra's tooltip and the positioning library under it) stays out of the first
 * load: a trigger shows as itself until it arrives, after the first screen (`loadTooltips`) or as soon
 * as someone points at or focuses a trigger. A tooltip opens only after its delay anyway, so the wait
 * is rarely seen. When the code arrives, each trigger is rendered anew inside its tooltip; the one that
 * had the focus gets it back.
 */
const tooltips = deferred(() => import('./tooltip-layer'), {
  beforeArrival() {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    refocus = active?.closest(`[${TRIGGER_ATTRIBUTE}]`)?.getAttribute(TRIGGER_ATTRIBUTE) ?? null;
  },
});

/** Starts loading the tooltips' code (the shell calls it once the first screen shows). */
export function loadTooltips(): void {
  preload(tooltips);
}

if (typeof document !== 'undefined') {
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${TRIGGER_ATTRIBUTE}]`)) loadTooltips();
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}

export interface TooltipProps extends TooltipLayerProps {
  /** Renders only the trigger, e.g. when its label is already visible. */
  disabled?: boolean;
}

export function Tooltip({ disabled = false, children, ...props }: TooltipProps) {
  const id = useId();
  const layer = useDeferred(tooltips);
  useLayoutEffect(() => {
    if (!layer || refocus !== id) return;
    refocus = null;
    document.querySelector<HTMLElement>(`[${TRIGGER_ATTRIBUTE}="${CSS.escape(id)}"]`)?.focus({ preventScroll: true });
  }, [layer, id]);
  if (disabled || !isValidElement<Record<string, unknown>>(children)) return children;
  const trigger = cloneElement(children, { [TRIGGER_ATTRIBUTE]: id });
  return layer ? <layer.TooltipLayer {...props}>{trigger}</layer.TooltipLayer> : trigger;
}

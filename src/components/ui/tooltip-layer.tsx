import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * docs/product.md, "Business constants": a tooltip opens after 700 ms. It stays for 300 ms after the
 * pointer leaves, and a neighbouring tooltip hovered within that time opens at once (the 300 ms skip
 * delay).
 */
export const TOOLTIP_TIMING = { openDelay: 700, closeDelay: 300 } as const;

export interface TooltipLayerProps extends Omit<ChakraTooltip.RootProps, 'children'> {
  /** The tooltip text. It supplements the trigger's own accessible name, never replaces it. */
  content: ReactNode;
  /** The element the tooltip describes (one focusable element). */
  children: ReactNode;
  showArrow?: boolean;
}

/** The tooltip itself (Chakra's), which src/components/ui/tooltip.tsx renders once this code has loaded. */
export function TooltipLayer({ content, children, showArrow = false, ...rootProps }: TooltipLayerProps) {
  return (
    <ChakraTooltip.Root {...TOOLTIP_TIMING} {...rootProps}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>
            {showArrow ? (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            ) : null}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}

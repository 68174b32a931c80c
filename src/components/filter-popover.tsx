import { Badge, Button, Popover, Portal, Stack } from '@chakra-ui/react';
import { Filter } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FilterPopoverProps {
  /** The panel's heading, which names it ("Filter claims"). */
  title: string;
  /** How many filters are in force: counted on the button and in its name ("Filter, 2 active"). */
  active: number;
  /** Open state, for a panel that starts from the filter shown each time it opens; left out, the panel keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The panel's width from the small breakpoint up; on a phone it spans the screen less a margin. */
  width: string;
  /** The panel's fields and buttons, under its heading. */
  children: ReactNode;
}

/**
 * A list's Filter button, with the number of filters in force, and the panel it opens under it: the
 * heading, then the screen's own fields (applied at once, or with an Apply button of the screen's).
 */
export function FilterPopover({ title, active, open, onOpenChange, width, children }: FilterPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button variant="outline" aria-label={active > 0 ? `Filter, ${active} active` : 'Filter'}>
          <Filter aria-hidden /> Filter
          {active > 0 ? (
            <Badge size="sm" colorPalette="brand" variant="solid" aria-hidden>
              {active}
            </Badge>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: width }}>
            <Popover.Body>
              <Stack gap="4">
                <Popover.Title fontWeight="semibold">{title}</Popover.Title>
                {children}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

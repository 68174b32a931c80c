import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { BrandMark } from '../../components/brand';
import type { Role } from '../../graphql/__generated__/graphql';
import { OpenNavigationButton } from './header-triggers';
import { useMounted } from './on-demand';
import { SidebarNav } from './sidebar';

/** Small screens: the "Open navigation" button and the slide-in drawer with an overlay. */
export function MobileNavDrawer({ role, open, onOpenChange }: { role: Role; open: boolean; onOpenChange: (open: boolean) => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const mounted = useMounted();
  return (
    <Drawer.Root
      open={open && mounted}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
      // Back to the button on close: the one focused before the first opening may have been its stand-in (src/app/shell/on-demand.tsx).
      finalFocusEl={() => buttonRef.current}
    >
      <Drawer.Trigger asChild>
        <OpenNavigationButton ref={buttonRef} />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="3" px="4">
              <Drawer.Title srOnly>Navigation</Drawer.Title>
              <BrandMark />
            </Drawer.Header>
            <Drawer.Body px="3" py="4">
              <SidebarNav role={role} onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="2.5" insetEnd="2">
              <CloseButton size="sm" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

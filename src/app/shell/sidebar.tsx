import { Box, Flex, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { NavLink } from 'react-router';
import { Tooltip } from '../../components/ui/tooltip';
import type { Role } from '../../graphql/__generated__/graphql';
import { usePrefetchRoute } from '../prefetch';
import { navFor } from '../routes';

export const SIDEBAR_ID = 'main-sidebar';

/**
 * The role's pages from the route table, the current one marked with aria-current="page".
 * Collapsed, each link shows only its icon: its label stays its accessible name and shows as a tooltip.
 */
export function SidebarNav({ role, collapsed = false, onNavigate }: { role: Role; collapsed?: boolean; onNavigate?: () => void }) {
  // Hovering or focusing a link starts loading that screen's code and data.
  const prefetch = usePrefetchRoute();
  return (
    <Box as="nav" aria-label="Main navigation">
      <Stack as="ul" listStyleType="none" gap="0.5" m="0" p="0">
        {navFor(role).map((entry) => (
          <li key={entry.path}>
            <Tooltip content={entry.nav.label} positioning={{ placement: 'right', gutter: 12 }} disabled={!collapsed}>
              <Flex
                asChild
                align="center"
                gap="3"
                h="10"
                px={collapsed ? '0' : '3'}
                justify={collapsed ? 'center' : 'flex-start'}
                rounded="lg"
                fontSize="sm"
                fontWeight="medium"
                color="fg.muted"
                transition="background 0.15s, color 0.15s"
                _hover={{ bg: 'bg.muted', color: 'fg' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
                _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', _hover: { bg: 'brand.muted' } }}
                position="relative"
                css={{
                  '&[aria-current=page]::before': {
                    content: '""',
                    position: 'absolute',
                    insetInlineStart: collapsed ? '0' : '-0.75rem',
                    top: '0.5rem',
                    bottom: '0.5rem',
                    width: '3px',
                    borderRadius: 'full',
                    bg: 'brand.solid',
                  },
                }}
              >
                <NavLink to={entry.path} end onClick={onNavigate} onMouseEnter={() => prefetch(entry.path)} onFocus={() => prefetch(entry.path)}>
                  <Icon as={entry.nav.icon} boxSize="5" flexShrink={0} aria-hidden />
                  {collapsed ? (
                    <Box as="span" srOnly>
                      {entry.nav.label}
                    </Box>
                  ) : (
                    <Text as="span" truncate>
                      {entry.nav.label}
                    </Text>
                  )}
                </NavLink>
              </Flex>
            </Tooltip>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The large-screen sidebar: sticky under the header, collapsible to icons. */
export function DesktopSidebar({ role, open, onToggle }: { role: Role; open: boolean; onToggle: () => void }) {
  const label = open ? 'Collapse sidebar' : 'Expand sidebar';
  return (
    <Flex
      id={SIDEBAR_ID}
      display={{ base: 'none', lg: 'flex' }}
      direction="column"
      flexShrink={0}
      w={open ? '64' : '72px'}
      transition="width 0.2s ease"
      position="sticky"
      top="var(--shell-header-height)"
      h="calc(100dvh - var(--shell-header-height))"
      bg="bg"
      borderRightWidth="1px"
      borderColor="border.muted"
      data-state={open ? 'expanded' : 'collapsed'}
    >
      <Box flex="1" overflowY="auto" overflowX="hidden" px="3" py="4">
        <SidebarNav role={role} collapsed={!open} />
      </Box>
      <Flex borderTopWidth="1px" borderColor="border.muted" p="3" justify={open ? 'flex-end' : 'center'}>
        <Tooltip content={label} positioning={{ placement: 'right', gutter: 12 }}>
          <IconButton
            aria-label={label}
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            variant="ghost"
            size="sm"
            color="fg.muted"
            _expanded={{ bg: 'transparent' }}
            _hover={{ bg: 'bg.muted', color: 'fg' }}
            onClick={onToggle}
          >
            {open ? <PanelLeftClose aria-hidden /> : <PanelLeftOpen aria-hidden />}
          </IconButton>
        </Tooltip>
      </Flex>
    </Flex>
  );
}

import { Box, Icon, Tabs } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUrlState } from '../lib/url-state';

export interface UrlTab<V extends string> {
  value: V;
  label: string;
  icon: LucideIcon;
}

/**
 * The selected tab of a screen, kept in the URL (`?tab=`); the first tab is the default and has no
 * parameter, and an unknown value shows the first tab.
 */
export function useUrlTab<V extends string>(tabs: readonly [UrlTab<V>, ...UrlTab<V>[]]): [V, (value: V) => void] {
  const fallback = tabs[0].value;
  const [param, setParam] = useUrlState('tab', fallback);
  const tab = tabs.find((item) => item.value === param)?.value ?? fallback;
  return [tab, setParam];
}

export interface UrlTabsProps<V extends string> {
  tabs: readonly [UrlTab<V>, ...UrlTab<V>[]];
  value: V;
  onValueChange: (value: V) => void;
  /** The panels: one Tabs.Content per tab. */
  children: ReactNode;
}

/**
 * Line tabs whose list scrolls sideways on a phone; each panel mounts when first shown and unmounts
 * when left, so only the visible panel is in the page.
 */
export function UrlTabs<V extends string>({ tabs, value, onValueChange, children }: UrlTabsProps<V>) {
  // Chakra reports the picked trigger's value as a string: it is one of the tabs' own values.
  const onTab = (picked: string) => {
    const tab = tabs.find((item) => item.value === picked);
    if (tab) onValueChange(tab.value);
  };
  return (
    <Tabs.Root value={value} onValueChange={(details) => onTab(details.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
      <Box overflowX="auto" css={{ scrollbarWidth: 'none' }} mb="6">
        <Tabs.List minW="max-content">
          {tabs.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value}>
              <Icon as={item.icon} display={{ base: 'none', sm: 'inline' }} aria-hidden />
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>
      {children}
    </Tabs.Root>
  );
}

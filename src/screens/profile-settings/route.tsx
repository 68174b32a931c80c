import { Box, Tabs } from '@chakra-ui/react';
import { Bell, Building2, Lock, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { useViewer } from '../../graphql/viewer';
import { PageHeader } from '../../components/page-header';
import { ProfileSettingsScreenDocument } from '../../graphql/__generated__/graphql';
import { useUrlState } from '../../lib/url-state';
import { DealerInfoForm } from './dealer-info-form';
import { NotificationsForm } from './notifications-form';
import { PersonalInfoForm } from './personal-info-form';
import { SecurityForm } from './security-form';
import { TeamTab } from './team-tab';

export function loader(args: ScreenLoaderArgs) {
  return preloadScreenQuery(args, ProfileSettingsScreenDocument);
}

type TabValue = 'personal' | 'dealer' | 'team' | 'notifications' | 'security';

const TABS: readonly { value: TabValue; label: string; icon: LucideIcon }[] = [
  { value: 'personal', label: 'Personal', icon: UserRound },
  { value: 'dealer', label: 'Dealer', icon: Building2 },
  { value: 'team', label: 'Team', icon: Users },
  { value: 'notifications', label: 'Notifications', icon: Bell },
  { value: 'security', label: 'Security', icon: Lock },
];

const DEFAULT_TAB: TabValue = 'personal';

/**
 * Profile Settings: personal details, the dealership and its team of comfort advisors (dealers only),
 * notification choices and the password. `?tab=` picks the tab and follows it. Every tab stays mounted, so switching tabs never
 * loses what was typed.
 */
export function Component() {
  const data = useScreenQuery(ProfileSettingsScreenDocument).data;
  const { role } = useViewer();
  const [tabParam, setTabParam] = useUrlState('tab', DEFAULT_TAB);
  // The tab switches at once; the URL follows (and a link to another tab, e.g. from the account menu, switches it).
  const [selected, setSelected] = useState(tabParam);
  const [followedParam, setFollowedParam] = useState(tabParam);
  if (tabParam !== followedParam) {
    setFollowedParam(tabParam);
    setSelected(tabParam);
  }
  const profile = data.profile;
  const dealer = role === 'DEALER' ? profile.dealer : null;
  // The Dealer tab is a dealer's who keeps the dealership's details; the Team tab (their advisors) any dealer's.
  const tabs = TABS.filter((entry) => (entry.value !== 'dealer' || dealer) && (entry.value !== 'team' || role === 'DEALER'));
  const tab = tabs.some((entry) => entry.value === selected) ? selected : DEFAULT_TAB;
  const setTab = (value: string) => {
    setSelected(value);
    setTabParam(value);
  };

  return (
    <>
      <PageHeader title="Profile Settings" description="Manage your account details, notifications and password." />
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} colorPalette="brand" variant="line">
        <Box overflowX="auto" mb={{ base: '5', md: '6' }} css={{ scrollbarWidth: 'thin' }}>
          <Tabs.List minW="max-content">
            {tabs.map((entry) => (
              <Tabs.Trigger key={entry.value} value={entry.value} px={{ base: '3', md: '4' }}>
                <Box as={entry.icon} aria-hidden display={{ base: 'none', sm: 'block' }} boxSize="4" />
                {entry.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Box maxW="4xl">
          <Tabs.Content value="personal" p="0">
            <PersonalInfoForm personal={profile.personal} />
          </Tabs.Content>
          {dealer ? (
            <Tabs.Content value="dealer" p="0">
              <DealerInfoForm dealer={dealer} />
            </Tabs.Content>
          ) : null}
          {role === 'DEALER' ? (
            <Tabs.Content value="team" p="0">
              <TeamTab />
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="notifications" p="0">
            <NotificationsForm notifications={profile.notifications} />
          </Tabs.Content>
          <Tabs.Content value="security" p="0">
            <SecurityForm profile={profile} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </>
  );
}

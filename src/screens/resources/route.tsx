import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/ui/toaster';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { ResourcesScreenDocument } from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { EmergencyContacts } from './emergency-contacts';
import { MeetingDialog, type RequestedMeeting } from './meeting-dialog';
import { QuickLinks } from './quick-links';
import { TerritoryManagerCard } from './territory-manager-card';

export const loader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, ResourcesScreenDocument);

/** My Resources (dealers): the territory manager, quick links and emergency contacts. */
export function Component() {
  const { resources } = useScreenQuery(ResourcesScreenDocument).data;
  const [meetingOpen, setMeetingOpen] = useState(false);
  const manager = resources.territoryManager;

  const requested = (meeting: RequestedMeeting) => {
    setMeetingOpen(false);
    toaster.create({
      title: 'Meeting requested',
      description: `${meeting.withName} will confirm ${formatDateTime(meeting.start)}. The calendar invite has been downloaded.`,
      type: 'success',
    });
  };

  return (
    <>
      <PageHeader title="My Resources" description="Your territory manager, program links and emergency lines in one place." />
      <Stack gap={{ base: '6', md: '8' }}>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '4', md: '5' }}>
          <Stack gridColumn={{ lg: 'span 2' }}>
            <TerritoryManagerCard manager={manager} onScheduleMeeting={() => setMeetingOpen(true)} />
          </Stack>
          <EmergencyContacts contacts={resources.emergencyContacts} />
        </SimpleGrid>
        <QuickLinks links={resources.links} />
      </Stack>
      <MeetingDialog open={meetingOpen} onOpenChange={setMeetingOpen} managerName={manager.name} officeHours={manager.officeHours} onRequested={requested} />
    </>
  );
}

import { useFragment, useMutation } from '@apollo/client/react';
import { Box, Button, CloseButton, DataList, Dialog, Flex, Heading, Link, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Mail, Phone, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toaster } from '../../components/ui/toaster';
import {
  AdminParticipantSetStatusDocument,
  AdminParticipantsScreenDocument,
  ParticipantsTable_ParticipantFragmentDoc,
  type AdminParticipantSetStatusMutation,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { invalidateOnSuccess } from '../../graphql/invalidation';
import { formatDate, formatMoney, formatMoneyCents, formatNumber } from '../../lib/format';
import { ROLE_LABELS } from './labels';
import { ParticipantClaims } from './participant-claims';
import { ParticipantStatusBadge } from './participants-table';


export interface ParticipantDetailsDialogProps {
  /** The participant shown (kept while the dialog animates closed). */
  participantId: string | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Participant Details: contact information, enrolment, role, dealer, claims and earnings (average
 * per claim = earnings ÷ claims, rounded), their claims (each opens in the claim drawer), activity and
 * status, with Deactivate / Reactivate.
 */
export function ParticipantDetailsDialog({ participantId, open, onClose }: ParticipantDetailsDialogProps) {
  const [confirming, setConfirming] = useState(false);
  // Read from the cache, so the dialog shows the participant as the last change left them.
  const fragment = useFragment({
    fragment: ParticipantsTable_ParticipantFragmentDoc,
    from: participantId ? { __typename: 'Participant', id: participantId } : null,
  });
  const participant = participantId && fragment.complete ? fragment.data : null;
  const [setStatus, { loading }] = useMutation(AdminParticipantSetStatusDocument, {
    refetchQueries: [AdminParticipantsScreenDocument],
    awaitRefetchQueries: true,
    update: invalidateOnSuccess('setParticipantStatus', (result: AdminParticipantSetStatusMutation) => result.setParticipantStatus.errors.length === 0),
  });

  const active = participant?.status === 'ACTIVE';

  const changeStatus = async () => {
    if (!participant) return;
    const next = active ? 'INACTIVE' : 'ACTIVE';
    try {
      const { data } = await setStatus({ variables: { input: { participantId: participant.id, status: next } } });
      const errors = data?.setParticipantStatus.errors ?? [];
      setConfirming(false);
      if (errors.length > 0) {
        toaster.create({ type: 'error', title: 'Status not changed', description: errors[0]?.message });
        return;
      }
      toaster.create(
        next === 'ACTIVE'
          ? { type: 'success', title: 'Participant Reactivated', description: `${participant.name} is now active.` }
          : { type: 'success', title: 'Participant Deactivated', description: `${participant.name} is now inactive.` },
      );
    } catch (error) {
      setConfirming(false);
      toaster.create({ type: 'error', title: 'Status not changed', description: errorMessage(error).message });
    }
  };

  return (
    <>
      <Dialog.Root
        open={open && participant !== null}
        onOpenChange={(details) => (details.open ? undefined : onClose())}
        placement="center"
        size="lg"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              {participant ? (
                <>
                  <Dialog.Header>
                    <Stack gap="1">
                      <Dialog.Title>Participant Details</Dialog.Title>
                      <Text color="fg.muted" fontSize="sm">
                        {participant.name} · {participant.id}
                      </Text>
                    </Stack>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="6">
                      <Section title="Contact Information">
                        <Stack gap="2" fontSize="sm">
                          <Flex align="center" gap="2">
                            <Mail aria-hidden size={16} />
                            <Link href={`mailto:${participant.email}`} color="brand.fg">
                              {participant.email}
                            </Link>
                          </Flex>
                          <Flex align="center" gap="2">
                            <Phone aria-hidden size={16} />
                            <Link href={`tel:${participant.phone.replace(/[^\d+]/g, '')}`} color="brand.fg">
                              {participant.phone}
                            </Link>
                          </Flex>
                        </Stack>
                      </Section>
                      <Section title="Program">
                        <DataList.Root orientation="horizontal" size="sm" gap="2">
                          <Item label="Enrolled" value={formatDate(participant.enrollmentDate)} />
                          <Item label="Role" value={ROLE_LABELS[participant.role] ?? participant.role} />
                          <Item label="Dealer" value={participant.dealer.name} />
                          <Item label="Location" value={participant.location} />
                        </DataList.Root>
                      </Section>
                      <Section title="Performance">
                        <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
                          <Figure label="Total Claims" value={formatNumber(participant.totalClaims)} />
                          <Figure label="Total Earnings" value={formatMoneyCents(participant.totalEarnings.amount)} />
                          <Figure label="Average per Claim" value={formatMoney(participant.averagePerClaim.amount)} />
                        </SimpleGrid>
                      </Section>
                      <Section title="Claims">
                        <ParticipantClaims participantId={participant.id} name={participant.name} />
                      </Section>
                      <Section title="Activity & Status">
                        <DataList.Root orientation="horizontal" size="sm" gap="2">
                          <Item label="Last Activity" value={formatDate(participant.lastActivity)} />
                          <Item label="Status" value={<ParticipantStatusBadge status={participant.status} />} />
                        </DataList.Root>
                        {!active ? (
                          <Text fontSize="sm" color="fg.muted" mt="2">
                            Inactive participants have had no activity in 90+ days or were deactivated by an administrator.
                          </Text>
                        ) : null}
                      </Section>
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">Close</Button>
                    </Dialog.ActionTrigger>
                    {active ? (
                      <Button colorPalette="red" variant="subtle" onClick={() => setConfirming(true)}>
                        <UserX aria-hidden /> Deactivate
                      </Button>
                    ) : (
                      <Button colorPalette="brand" onClick={() => setConfirming(true)}>
                        <UserCheck aria-hidden /> Reactivate
                      </Button>
                    )}
                  </Dialog.Footer>
                </>
              ) : null}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={open && confirming && participant !== null}
        onOpenChange={setConfirming}
        title={active ? `Deactivate ${participant?.name ?? ''}?` : `Reactivate ${participant?.name ?? ''}?`}
        confirmLabel={active ? 'Deactivate' : 'Reactivate'}
        destructive={active}
        loading={loading}
        onConfirm={changeStatus}
      >
        <Text>
          {active
            ? 'They will show as inactive and cannot receive spot awards until an administrator reactivates them.'
            : 'They will show as active again and can receive spot awards.'}
        </Text>
      </ConfirmDialog>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Flex direction="column-reverse" borderWidth="1px" borderColor="border.muted" rounded="md" px="3" py="2" bg="bg.subtle">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="lg" fontWeight="semibold">
        {value}
      </Text>
    </Flex>
  );
}

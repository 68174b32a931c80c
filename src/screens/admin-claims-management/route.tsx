import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Checkbox, Flex, HStack, List, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Check, ClipboardCheck, Inbox, Radio, X } from 'lucide-react';
import { useState } from 'react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { invalidateOnSuccess } from '../../graphql/invalidation';
import { usePagedConnection } from '../../graphql/paging';
import { SearchField } from '../../components/search-field';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/ui/toaster';
import {
  AdminClaimApproveDocument,
  AdminClaimOverrideApproveDocument,
  AdminClaimRejectDocument,
  AdminClaimsDecideDocument,
  AdminClaimsManagementPageDocument,
  AdminClaimsManagementScreenDocument,
  type AdminClaimApproveMutation,
  type AdminClaimOverrideApproveMutation,
  type AdminClaimRejectMutation,
  type AdminClaimsDecideMutation,
  type ClaimsQueue_ClaimFragment,
} from '../../graphql/__generated__/graphql';
import { ClaimDrawer } from '../../features/claims/claim-drawer';
import { claimChangeMessage, LEAVES_PENDING } from '../../features/claims/claim-change-message';
import { useClaimChanges } from '../../graphql/live-events';
import { hasDuplicateSerial } from '../../features/claims/claim-flags';
import { PendingClaimsFilter } from '../../features/claims/pending-claims-filter';
import { errorMessage } from '../../graphql/errors';
import { formatNumber } from '../../lib/format';
import { useUrlParams, useUrlState } from '../../lib/url-state';
import { fieldName, type ReportedError } from '../../lib/validation/core';
import { NeedsInfoTable, PendingClaimsTable, type Selection } from './claims-queue';
import { NEEDS_INFO_FILTER, pendingFilterFrom, tabFrom, TABS, type TabValue } from './labels';
import { RecentSpotAwards } from './recent-spot-awards';
import { RejectClaimDialog } from './reject-claim-dialog';
import { SpotAwardForm } from './spot-award-form';

type Claim = ClaimsQueue_ClaimFragment;

/** Rows per page of the claims queues. */
export const CLAIMS_PAGE_SIZE = 25;

export function loader(args: ScreenLoaderArgs) {
  return preloadScreenQuery(args, AdminClaimsManagementScreenDocument, {
    pendingFilter: pendingFilterFrom(args.url.searchParams),
    first: CLAIMS_PAGE_SIZE,
  });
}

/** A decision reloads the queues (before the mutation resolves); what it changes elsewhere is dropped (src/graphql/invalidation.ts). */
const REFETCH_QUEUES = { refetchQueries: [AdminClaimsManagementScreenDocument], awaitRefetchQueries: true };

/** How many notes of decisions made elsewhere the queue keeps showing (the newest). */
const LIVE_NOTES_SHOWN = 5;

type BulkOutcome = AdminClaimsDecideMutation['decideClaims'];

/** Claims Management: the pending and needs-info queues, and spot awards. */
export function Component() {
  const { data, fetchMore, refetch } = useScreenQuery(AdminClaimsManagementScreenDocument);
  const [searchParams] = useUrlParams();
  const [tabParam, setTab] = useUrlState('tab', 'pending');
  const tab = tabFrom(tabParam);

  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ claim: Claim | null; open: boolean }>({ claim: null, open: false });
  const [overriding, setOverriding] = useState<{ claim: Claim | null; open: boolean }>({ claim: null, open: false });

  const [claimParam, setClaimParam] = useUrlState('claim');
  // An approval that needs an override reason (the claim's serial number is on another claim, or the
  // server refused it without one, APPROVAL_REQUIRED): the claim opens in the drawer, which asks for the
  // reason, with the server's message at its field.
  const [reasonFor, setReasonFor] = useState<{ claimId: string; refusal: string | null } | null>(null);
  const askReason = (claimId: string, refusal: string | null) => {
    setReasonFor({ claimId, refusal });
    setClaimParam(claimId);
  };
  const [selected, setSelected] = useState<{ ids: ReadonlySet<string>; allMatching: boolean }>({ ids: new Set(), allMatching: false });
  const [bulk, setBulk] = useState<{ confirming: 'APPROVE' | 'REJECT' | null; busy: boolean; outcome: BulkOutcome | null }>({ confirming: null, busy: false, outcome: null });
  const [decideMany] = useMutation(AdminClaimsDecideDocument, {
    ...REFETCH_QUEUES,
    update: invalidateOnSuccess('decideClaims', (result: AdminClaimsDecideMutation) => result.decideClaims.errors.length === 0 && result.decideClaims.decided > 0),
  });
  const [approve] = useMutation(AdminClaimApproveDocument, {
    ...REFETCH_QUEUES,
    update: invalidateOnSuccess('approveClaim', (result: AdminClaimApproveMutation) => result.approveClaim.errors.length === 0),
  });
  const [reject] = useMutation(AdminClaimRejectDocument, {
    ...REFETCH_QUEUES,
    update: invalidateOnSuccess('rejectClaim', (result: AdminClaimRejectMutation) => result.rejectClaim.errors.length === 0),
  });
  const [override, { loading: overrideLoading }] = useMutation(AdminClaimOverrideApproveDocument, {
    ...REFETCH_QUEUES,
    update: invalidateOnSuccess('overrideApproveClaim', (result: AdminClaimOverrideApproveMutation) => result.overrideApproveClaim.errors.length === 0),
  });

  const pendingFilter = pendingFilterFrom(searchParams);
  const pagedPending = usePagedConnection(fetchMore, {
    connection: data.pending,
    query: AdminClaimsManagementPageDocument,
    variables: (after) => ({ filter: pendingFilter, first: CLAIMS_PAGE_SIZE, after }),
    page: (result) => result.claims,
    get: (screen) => screen.pending,
    set: (screen, pending) => ({ ...screen, pending }),
  });
  const pagedNeedsInfo = usePagedConnection(fetchMore, {
    connection: data.needsInfo,
    query: AdminClaimsManagementPageDocument,
    variables: (after) => ({ filter: NEEDS_INFO_FILTER, first: CLAIMS_PAGE_SIZE, after }),
    page: (result) => result.claims,
    get: (screen) => screen.needsInfo,
    set: (screen, needsInfo) => ({ ...screen, needsInfo }),
  });

  const decisionFailed = (claim: Claim, errors: readonly ReportedError[]) =>
    toaster.create({ type: 'error', title: `Claim ${claim.id} was not updated`, description: errors[0]?.message });

  /** A refusal for want of an override reason opens the claim to give one; anything else is a notice. */
  const approvalFailed = (claim: Claim, errors: readonly (ReportedError & { code: string })[]) => {
    const required = errors.find((error) => error.code === 'APPROVAL_REQUIRED');
    if (required) askReason(claim.id, required.message);
    else decisionFailed(claim, errors);
  };

  const approveClaim = async (claim: Claim) => {
    // Its serial number is on another claim: the approval may need a reason, which the drawer asks for.
    if (hasDuplicateSerial(claim.flags)) return askReason(claim.id, null);
    setBusyId(claim.id);
    try {
      const { data: result } = await approve({ variables: { input: { claimId: claim.id, version: claim.version } } });
      const errors = result?.approveClaim.errors ?? [];
      if (errors.length > 0) return approvalFailed(claim, errors);
      toaster.create({ type: 'success', title: `Claim ${claim.id} status updated to approved`, description: 'The claim has been approved' });
      keepFocusInTable('Pending claims');
    } catch (error) {
      decisionFailed(claim, [{ field: null, message: errorMessage(error).message }]);
    } finally {
      setBusyId(null);
    }
  };

  const rejectClaim = async (claim: Claim, reason: string): Promise<readonly ReportedError[]> => {
    setBusyId(claim.id);
    try {
      const { data: result } = await reject({ variables: { input: { claimId: claim.id, reason, version: claim.version } } });
      const errors = result?.rejectClaim.errors ?? [];
      if (errors.length > 0) {
        // A reason problem shows at the field; anything else (the claim was decided meanwhile) as a notice.
        if (!errors.some((error) => fieldName(error.field) === 'reason')) decisionFailed(claim, errors);
        return errors.some((error) => fieldName(error.field) === 'reason') ? errors : [];
      }
      toaster.create({ type: 'success', title: `Claim ${claim.id} status updated to rejected`, description: 'The claim has been rejected' });
      return [];
    } catch (error) {
      decisionFailed(claim, [{ field: null, message: errorMessage(error).message }]);
      return [];
    } finally {
      setBusyId(null);
    }
  };

  const overrideClaim = async () => {
    const claim = overriding.claim;
    if (!claim) return;
    setBusyId(claim.id);
    try {
      const { data: result } = await override({ variables: { input: { claimId: claim.id, version: claim.version } } });
      const errors = result?.overrideApproveClaim.errors ?? [];
      if (errors.length > 0) return approvalFailed(claim, errors);
      toaster.create({
        type: 'success',
        title: 'Override approved',
        description: `Claim ${claim.id} was approved despite missing information`,
      });
    } catch (error) {
      decisionFailed(claim, [{ field: null, message: errorMessage(error).message }]);
    } finally {
      setBusyId(null);
      setOverriding((current) => ({ ...current, open: false }));
    }
  };

  const pendingRows = data.pending.edges.map((edge) => edge.node);
  const pageIds = pendingRows.map((claim) => claim.id);
  const selection: Selection = {
    ids: selected.ids,
    toggle: (claim, checked) =>
      setSelected((current) => {
        const ids = new Set(current.ids);
        if (checked) ids.add(claim.id);
        else ids.delete(claim.id);
        return { ids, allMatching: false };
      }),
  };
  // Issue 41 (Live): a claim on the queue that another administrator decided leaves it (the live layer
  // reloads the queue) with a note of who decided it; a selection that held it lets it go, and says so.
  const [liveNotes, setLiveNotes] = useState<readonly { claimId: string; text: string }[]>([]);
  useClaimChanges((change) => {
    if (change.byViewer || !LEAVES_PENDING.has(change.action)) return false;
    const onQueue = [...data.pending.edges, ...data.needsInfo.edges].some((edge) => edge.node.id === change.claimId);
    const wasSelected = selected.ids.has(change.claimId);
    if (!onQueue && !wasSelected) return false;
    if (wasSelected) {
      setSelected((current) => {
        const ids = new Set(current.ids);
        ids.delete(change.claimId);
        return { ids, allMatching: current.allMatching };
      });
    }
    const text = claimChangeMessage(change.claimId, change.action, change.actor.name) + (wasSelected ? ' It was removed from your selection.' : '');
    setLiveNotes((current) => [...current.filter((note) => note.claimId !== change.claimId), { claimId: change.claimId, text }].slice(-LIVE_NOTES_SHOWN));
    return true;
  });

  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selected.ids.has(id));
  const selectedCount = selected.allMatching ? data.pending.totalCount : selected.ids.size;

  const decideSelected = async (decision: 'APPROVE' | 'REJECT', reason?: string): Promise<readonly ReportedError[]> => {
    setBulk((current) => ({ ...current, busy: true }));
    try {
      const versions = new Map(pendingRows.map((claim) => [claim.id, claim.version]));
      const input = selected.allMatching
        ? { decision, reason, filter: pendingFilter }
        : { decision, reason, claims: [...selected.ids].map((claimId) => ({ claimId, version: versions.get(claimId) ?? null })) };
      const { data: result } = await decideMany({ variables: { input } });
      const outcome = result?.decideClaims;
      if (!outcome) return [];
      if (outcome.errors.length > 0) {
        if (!outcome.errors.some((error) => fieldName(error.field) === 'reason')) toaster.create({ type: 'error', title: 'No claim was decided', description: outcome.errors[0]?.message });
        return outcome.errors;
      }
      const verb = decision === 'APPROVE' ? 'approved' : 'rejected';
      toaster.create({
        type: outcome.failed > 0 ? 'warning' : 'success',
        title: `${formatNumber(outcome.decided)} ${outcome.decided === 1 ? 'claim' : 'claims'} ${verb}`,
        description: outcome.failed > 0 ? `${formatNumber(outcome.failed)} could not be: see the list above the table.` : undefined,
      });
      setSelected({ ids: new Set(), allMatching: false });
      setBulk({ confirming: null, busy: false, outcome: outcome.failed > 0 ? outcome : null });
      return [];
    } catch (error) {
      toaster.create({ type: 'error', title: 'No claim was decided', description: errorMessage(error).message });
      return [];
    } finally {
      setBulk((current) => ({ ...current, busy: false }));
    }
  };

  const counts: Record<TabValue, number | null> = {
    pending: data.allPending.totalCount,
    'needs-info': data.needsInfo.totalCount,
    'spot-awards': null,
  };

  return (
    <>
      <PageHeader title="Claims Management" description="Review pending claims, resolve missing information and recognize participants." />
      {/* In the page from the start, so that a screen reader reads each note as it arrives. */}
      <Box role="status" aria-live="polite" mb={liveNotes.length > 0 ? '5' : '0'}>
        {liveNotes.length > 0 ? (
          <Alert.Root status="info" variant="surface" alignItems="flex-start">
            <Alert.Indicator>
              <Radio aria-hidden />
            </Alert.Indicator>
            <Alert.Content>
              <Alert.Title>Decided by another administrator</Alert.Title>
              <Alert.Description>
                <List.Root ps="4" gap="1">
                  {liveNotes.map((note) => (
                    <List.Item key={note.claimId}>{note.text}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
            <Button size="xs" variant="ghost" onClick={() => setLiveNotes([])}>
              Dismiss
            </Button>
          </Alert.Root>
        ) : null}
      </Box>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="brand" size={{ base: 'sm', md: 'md' }} lazyMount unmountOnExit>
        <Box overflowX="auto" mb="5">
          <Tabs.List minW="max-content">
            {TABS.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value}>
                {item.label}
                {counts[item.value] !== null ? (
                  <Badge
                    size="sm"
                    variant="subtle"
                    colorPalette={item.value === 'pending' ? 'orange' : 'yellow'}
                    ms="1"
                    display={{ base: 'none', sm: 'inline-flex' }}
                  >
                    {formatNumber(counts[item.value] ?? 0)}
                  </Badge>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>

        <Tabs.Content value="pending" p="0">
          <Card.Root variant="outline" bg="bg">
            <Card.Header pb="0">
              <Card.Title as="h2">Pending Claims</Card.Title>
              <Card.Description>Claims waiting for a decision, longest waiting first. Over 4 days is flagged.</Card.Description>
            </Card.Header>
            <Card.Body>
              <Stack gap="4">
                <Flex gap="3" wrap="wrap" role="search" aria-label="Pending claims">
                  <SearchField label="Search pending claims" placeholder="Search by claim ID, participant or dealer" />
                  <PendingClaimsFilter dealers={data.pendingDealers.dealers} />
                </Flex>
                {bulk.outcome ? (
                  <BulkFailures outcome={bulk.outcome} onDismiss={() => setBulk((current) => ({ ...current, outcome: null }))} onAskReason={askReason} />
                ) : null}
                <Flex gap="3" wrap="wrap" align="center" role="group" aria-label="Bulk decision" minH="9">
                  <Checkbox.Root
                    checked={selected.allMatching || (pageSelected ? true : selected.ids.size > 0 ? 'indeterminate' : false)}
                    disabled={pageIds.length === 0}
                    onCheckedChange={(details) => setSelected({ ids: details.checked === true ? new Set(pageIds) : new Set(), allMatching: false })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Select all shown</Checkbox.Label>
                  </Checkbox.Root>
                  {pageSelected && !selected.allMatching && data.pending.totalCount > pageIds.length ? (
                    <Button size="xs" variant="ghost" onClick={() => setSelected({ ids: new Set(pageIds), allMatching: true })}>
                      Select all {formatNumber(data.pending.totalCount)} matching
                    </Button>
                  ) : null}
                  {selectedCount > 0 ? (
                    <HStack gap="2" wrap="wrap" ms={{ base: '0', md: 'auto' }}>
                      <Text fontSize="sm" color="fg.muted" aria-live="polite">
                        {formatNumber(selectedCount)} selected
                      </Text>
                      <Button size="sm" colorPalette="brand" loading={bulk.busy && bulk.confirming === null} onClick={() => setBulk((current) => ({ ...current, confirming: 'APPROVE' }))}>
                        <Check aria-hidden /> Approve selected
                      </Button>
                      <Button size="sm" variant="outline" colorPalette="red" disabled={bulk.busy} onClick={() => setBulk((current) => ({ ...current, confirming: 'REJECT' }))}>
                        <X aria-hidden /> Reject selected
                      </Button>
                    </HStack>
                  ) : null}
                </Flex>
                <PendingClaimsTable
                  selection={selection}
                  onOpen={(claim) => setClaimParam(claim.id)}
                  claims={pendingRows}
                  totalCount={data.pending.totalCount}
                  hasNextPage={pagedPending.hasNextPage}
                  onLoadMore={pagedPending.loadMore}
                  busyId={busyId}
                  onApprove={approveClaim}
                  onReject={(claim) => setRejecting({ claim, open: true })}
                  empty={
                    <EmptyState
                      icon={Inbox}
                      title={
                        pendingFilter.search || pendingFilter.dealerId || pendingFilter.overdue || pendingFilter.flagged ? 'No pending claims match your filters' : 'No pending claims'
                      }
                      description="Every claim in this queue has a decision."
                    />
                  }
                />
              </Stack>
            </Card.Body>
          </Card.Root>
        </Tabs.Content>

        <Tabs.Content value="needs-info" p="0">
          <Card.Root variant="outline" bg="bg">
            <Card.Header pb="0">
              <Card.Title as="h2">Needs Info</Card.Title>
              <Card.Description>Claims waiting for the participant to send missing information.</Card.Description>
            </Card.Header>
            <Card.Body>
              <NeedsInfoTable
                claims={data.needsInfo.edges.map((edge) => edge.node)}
                totalCount={data.needsInfo.totalCount}
                hasNextPage={pagedNeedsInfo.hasNextPage}
                onLoadMore={pagedNeedsInfo.loadMore}
                busyId={busyId}
                onOverride={(claim) => (hasDuplicateSerial(claim.flags) ? askReason(claim.id, null) : setOverriding({ claim, open: true }))}
                onOpen={(claim) => setClaimParam(claim.id)}
                empty={<EmptyState icon={ClipboardCheck} title="No claims need information" />}
              />
            </Card.Body>
          </Card.Root>
        </Tabs.Content>

        <Tabs.Content value="spot-awards" p="0">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <SpotAwardForm />
            <RecentSpotAwards awards={data.recentSpotAwards} />
          </SimpleGrid>
        </Tabs.Content>
      </Tabs.Root>

      <RejectClaimDialog
        claim={rejecting.claim}
        open={rejecting.open}
        onClose={() => setRejecting((current) => ({ ...current, open: false }))}
        onReject={(reason) => (rejecting.claim ? rejectClaim(rejecting.claim, reason) : Promise.resolve([]))}
      />
      <RejectClaimDialog
        claim={null}
        count={selectedCount}
        open={bulk.confirming === 'REJECT'}
        onClose={() => setBulk((current) => ({ ...current, confirming: null }))}
        onReject={(reason) => decideSelected('REJECT', reason)}
      />
      <ConfirmDialog
        open={bulk.confirming === 'APPROVE'}
        onOpenChange={(open) => setBulk((current) => ({ ...current, confirming: open ? 'APPROVE' : null }))}
        title={`Approve ${formatNumber(selectedCount)} ${selectedCount === 1 ? 'claim' : 'claims'}?`}
        confirmLabel="Approve"
        loading={bulk.busy}
        onConfirm={async () => {
          await decideSelected('APPROVE');
          setBulk((current) => ({ ...current, confirming: null }));
        }}
      >
        <Text>
          Each claim is approved as on its own, and its participant earns its points. A claim someone else decided a moment ago is left as it is and
          listed.
        </Text>
      </ConfirmDialog>
      <ClaimDrawer
        claimId={claimParam || null}
        viewer="admin"
        onClose={() => {
          setReasonFor(null);
          setClaimParam('');
        }}
        onChanged={() => void refetch()}
        onOpenClaim={(claimId) => setClaimParam(claimId)}
        askOverrideReason={reasonFor?.claimId === claimParam ? reasonFor : null}
      />
      <ConfirmDialog
        open={overriding.open && overriding.claim !== null}
        onOpenChange={(open) => setOverriding((current) => ({ ...current, open }))}
        title={`Override and approve ${overriding.claim?.id ?? ''}?`}
        confirmLabel="Override & Approve"
        loading={overrideLoading}
        onConfirm={overrideClaim}
      >
        <Text>
          This claim is still missing information: <strong>{overriding.claim?.issue ?? 'details'}</strong>. Approving it now
          pays {overriding.claim?.participant.name ?? 'the participant'} without it.
        </Text>
      </ConfirmDialog>
    </>
  );
}

/**
 * A decided claim leaves its list, and with it the button that had the focus: keep a keyboard user in
 * the table (its scroll region) instead of dropping the focus to the page.
 */
function keepFocusInTable(caption: string) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>(`[role="region"][aria-label="${caption}"]`)?.focus();
  });
}

/**
 * The claims a bulk decision could not decide, each with why, until dismissed. A claim refused for want
 * of an override reason (APPROVAL_REQUIRED: its serial number is already approved or paid on another
 * claim) offers to open it, where the approval asks for the reason.
 */
function BulkFailures({ outcome, onDismiss, onAskReason }: { outcome: BulkOutcome; onDismiss: () => void; onAskReason: (claimId: string, refusal: string | null) => void }) {
  const failed = outcome.results.filter((result) => result.error);
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {formatNumber(outcome.decided)} decided; {formatNumber(failed.length)} could not be
        </Alert.Title>
        <Alert.Description>
          <List.Root ps="4" mt="1">
            {failed.map((result) => (
              <List.Item key={result.claimId}>
                {result.error?.message}
                {result.error?.code === 'APPROVAL_REQUIRED' ? (
                  <Button size="2xs" variant="outline" ms="2" onClick={() => onAskReason(result.claimId, result.error?.message ?? null)}>
                    Approve {result.claimId} with a reason
                  </Button>
                ) : null}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={onDismiss} alignSelf="flex-start">
        Dismiss
      </Button>
    </Alert.Root>
  );
}

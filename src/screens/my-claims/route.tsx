import { useApolloClient } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Stack, Tabs, Text } from '@chakra-ui/react';
import { AlertTriangle, ClipboardList, Plus } from 'lucide-react';
import { useRef } from 'react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { usePagedConnection } from '../../graphql/paging';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/ui/toaster';
import { ClaimIdButton, ClaimStatusBadge } from '../../features/claims/claim-status';
import { ClaimDrawer } from '../../features/claims/claim-drawer';
import { MyClaimsPageDocument, MyClaimsScreenDocument, type MyClaims_ClaimFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatDays, formatMoneyCents, formatNumber } from '../../lib/format';
import { useUrlParams, useUrlState } from '../../lib/url-state';
import { CLAIM_INFO_WAIT_DAYS } from '../../lib/validation/claims';
import { myClaimFilterFrom, needsInfoText, STATUS_TABS, statusTabFrom } from './labels';
import { SubmitClaimDialog } from './submit-claim-dialog';

type Claim = MyClaims_ClaimFragment;

/** Rows per page of My Claims. */
export const MY_CLAIMS_PAGE_SIZE = 25;

export function loader(args: ScreenLoaderArgs) {
  return preloadScreenQuery(args, MyClaimsScreenDocument, { filter: myClaimFilterFrom(args.url.searchParams), first: MY_CLAIMS_PAGE_SIZE });
}

/** Figures an answered claim changes on the other member screens; they load afresh when next shown. */

/** My Claims: the viewer's own claims, where each one stands, and the answer to a request for information. */
export function Component() {
  const { data, fetchMore } = useScreenQuery(MyClaimsScreenDocument);
  const client = useApolloClient();
  const [searchParams] = useUrlParams();
  const [statusParam, setStatus] = useUrlState('status', 'all');
  const [claimId, setClaimId] = useUrlState('claim');
  // The Submit a claim dialog, open at `?submit=claim` so that the dashboards can link to it.
  const [submitParam, setSubmit] = useUrlState('submit');
  const tab = statusTabFrom(statusParam);
  const needsInfo = data.needsInfo.totalCount;

  const pagedClaims = usePagedConnection(fetchMore, {
    connection: data.myClaims,
    query: MyClaimsPageDocument,
    variables: (after) => ({ filter: myClaimFilterFrom(searchParams), first: MY_CLAIMS_PAGE_SIZE, after }),
    page: (result) => result.myClaims,
    get: (screen) => screen.myClaims,
    set: (screen, next) => ({ ...screen, myClaims: next }),
  });

  /** An answer was sent: the list and its counts load again (the drawer dropped what it changed elsewhere). */
  const claimChanged = () => {
    void client.refetchQueries({ include: [MyClaimsScreenDocument] });
  };

  const submitButton = useRef<HTMLButtonElement>(null);
  const claimsCard = useRef<HTMLDivElement>(null);
  const submitted = useRef<string | null>(null);
  /** A claim was submitted: the list has loaded again with it; a tab that lists no pending claims gives way to All. */
  const claimSubmitted = (claim: { id: string }) => {
    submitted.current = claim.id;
    setSubmit('', tab.statuses && !tab.statuses.includes('PENDING') ? ['status'] : []);
    toaster.create({ type: 'success', title: `Claim ${claim.id} submitted`, description: 'It is pending review.' });
  };
  /** Once the dialog closes, the focus goes to the claim just submitted where the list shows it, else to the button that opens the dialog. */
  const focusAfterSubmitDialog = () => {
    const id = submitted.current;
    submitted.current = null;
    const row = id ? claimsCard.current?.querySelector<HTMLElement>(`[aria-label="Open claim ${CSS.escape(id)}"]`) : null;
    return row ?? submitButton.current;
  };

  // The button leaves the page once its filter is shown: the focus moves to that filter's tab instead.
  const needsInfoTab = useRef<HTMLButtonElement>(null);
  const showNeedsInfo = () => {
    setStatus('needs-info');
    needsInfoTab.current?.focus();
  };

  const columns: DataTableColumn<Claim>[] = [
    {
      key: 'id',
      header: 'Claim ID',
      rowHeader: true,
      nowrap: true,
      cell: (claim) => <ClaimIdButton id={claim.id} onOpen={() => setClaimId(claim.id)} />,
    },
    { key: 'product', header: 'Product', minW: '44', cell: (claim) => claim.product.name },
    { key: 'amount', header: 'Amount', align: 'end', nowrap: true, cell: (claim) => formatMoneyCents(claim.amount.amount) },
    { key: 'date', header: 'Submitted', nowrap: true, cell: (claim) => formatDate(claim.date) },
    {
      key: 'status',
      header: 'Status',
      minW: '40',
      maxW: '64',
      cell: (claim) => (
        <Stack gap="1" align="flex-start">
          <ClaimStatusBadge status={claim.status} />
          {claim.waitingTooLong ? (
            <Badge colorPalette="red" variant="surface" gap="1">
              <AlertTriangle aria-hidden size={12} />
              Waiting over {CLAIM_INFO_WAIT_DAYS} days
            </Badge>
          ) : null}
          {claim.status === 'NEEDS_INFO' && claim.issue ? (
            <Text fontSize="xs" color="fg.muted" lineClamp={2}>
              {claim.issue}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'days', header: 'Days', align: 'end', nowrap: true, cell: (claim) => formatDays(claim.days) },
  ];

  return (
    <>
      <PageHeader
        title="My Claims"
        description="Your submitted sales claims, where each one stands, and what the program needs from you."
        actions={
          <Button ref={submitButton} colorPalette="brand" onClick={() => setSubmit('claim')}>
            <Plus aria-hidden />
            Submit a claim
          </Button>
        }
      />

      {needsInfo > 0 ? (
        <Alert.Root status="warning" mb="6" flexWrap="wrap" rowGap="3">
          <Alert.Indicator />
          {/* The button moves under the text where the two do not fit side by side (phones). */}
          <Alert.Content flex="1" minW="60">
            <Alert.Title>{needsInfoText(needsInfo, formatNumber(needsInfo))}</Alert.Title>
            <Alert.Description>Open a claim to see what the program asks, then answer and resubmit it.</Alert.Description>
          </Alert.Content>
          {tab.value !== 'needs-info' ? (
            <Button size="sm" variant="outline" colorPalette="orange" alignSelf="center" onClick={showNeedsInfo}>
              Show claims needing info
            </Button>
          ) : null}
        </Alert.Root>
      ) : null}

      <Card.Root ref={claimsCard} variant="outline" bg="bg">
        <Card.Body>
          <Tabs.Root value={tab.value} onValueChange={(details) => setStatus(details.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
            <Box overflowX="auto" mb="4">
              <Tabs.List minW="max-content" aria-label="Claim status">
                {STATUS_TABS.map((item) => (
                  <Tabs.Trigger key={item.value} value={item.value} ref={item.value === 'needs-info' ? needsInfoTab : undefined}>
                    {item.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            {STATUS_TABS.map((item) => (
              <Tabs.Content key={item.value} value={item.value} p="0">
                {item.value !== tab.value ? null : (
                  <DataTable
                    caption={item.value === 'all' ? 'My claims' : `My claims: ${item.label}`}
                    columns={columns}
                    rows={data.myClaims.edges.map((edge) => edge.node)}
                    rowKey={(claim) => claim.id}
                    totalCount={data.myClaims.totalCount}
                    noun="claims"
                    hasNextPage={pagedClaims.hasNextPage}
                    onLoadMore={pagedClaims.loadMore}
                    minW="760px"
                    empty={
                      <EmptyState
                        icon={ClipboardList}
                        // The tab's list sits right under the screen's h1 (the notice above has no heading).
                        headingLevel={2}
                        title="No claims here yet"
                        description="Claims you submit appear here with their status."
                        action={
                          item.value !== 'all' ? (
                            <Button size="sm" variant="outline" onClick={() => setStatus('all')}>
                              Show all claims
                            </Button>
                          ) : null
                        }
                      />
                    }
                  />
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Card.Body>
      </Card.Root>

      <ClaimDrawer claimId={claimId || null} viewer="member" onClose={() => setClaimId('')} onChanged={claimChanged} />
      <SubmitClaimDialog
        open={submitParam === 'claim'}
        onOpenChange={(open) => setSubmit(open ? 'claim' : '')}
        onSubmitted={claimSubmitted}
        finalFocusEl={focusAfterSubmitDialog}
      />
    </>
  );
}

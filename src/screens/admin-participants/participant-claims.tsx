import { useQuery } from '@apollo/client/react';
import { Alert, chakra, Flex, Spinner, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ClaimStatusBadge } from '../../features/claims/claim-status';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { AdminParticipantClaimsDocument, type AdminParticipantClaimsQuery } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { usePagedConnection } from '../../graphql/paging';
import { formatDate, formatMoneyCents } from '../../lib/format';

type Claim = NonNullable<AdminParticipantClaimsQuery['claims']>['edges'][number]['node'];

/** How many of a participant's claims the details show at first. */
const FIRST_CLAIMS = 5;

/**
 * A participant's claims in their details, newest first (docs/product.md, "Claims"): each opens in the
 * claim drawer over Claims Analytics, where every status is listed.
 */
export function ParticipantClaims({ participantId, name }: { participantId: string; name: string }) {
  const { data, error, loading, fetchMore } = useQuery(AdminParticipantClaimsDocument, {
    variables: { participantId, first: FIRST_CLAIMS },
    fetchPolicy: 'cache-and-network',
  });
  const claims = data?.claims;
  const pagedClaims = usePagedConnection(fetchMore, {
    connection: claims,
    variables: (after) => ({ after }),
    page: (result) => result.claims,
    get: (query) => query.claims,
    set: (query, next) => ({ ...query, claims: next }),
  });

  if (!claims) {
    if (loading) {
      return (
        <Flex justify="center" py="4" role="status" aria-busy="true" aria-label={`Loading the claims of ${name}`}>
          <Spinner size="sm" />
        </Flex>
      );
    }
    return (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Title>The claims could not be loaded: {error ? errorMessage(error).message : 'no answer'}</Alert.Title>
      </Alert.Root>
    );
  }

  const columns: DataTableColumn<Claim>[] = [
    {
      key: 'id',
      header: 'Claim ID',
      rowHeader: true,
      nowrap: true,
      cell: (claim) => (
        <chakra.a asChild color="fg.info" textDecoration="underline">
          <RouterLink to={`/admin-claims?claim=${encodeURIComponent(claim.id)}`} aria-label={`Open claim ${claim.id}`}>
            {claim.id}
          </RouterLink>
        </chakra.a>
      ),
    },
    { key: 'product', header: 'Product', minW: '36', cell: (claim) => claim.product.name },
    { key: 'amount', header: 'Amount', align: 'end', nowrap: true, cell: (claim) => formatMoneyCents(claim.amount.amount) },
    { key: 'date', header: 'Submitted', nowrap: true, cell: (claim) => formatDate(claim.date) },
    { key: 'status', header: 'Status', nowrap: true, cell: (claim) => <ClaimStatusBadge status={claim.status} /> },
  ];

  return (
    <DataTable
      caption={`Claims of ${name}`}
      size="sm"
      columns={columns}
      rows={claims.edges.map((edge) => edge.node)}
      rowKey={(claim) => claim.id}
      totalCount={claims.totalCount}
      noun="claims"
      hasNextPage={pagedClaims.hasNextPage}
      onLoadMore={pagedClaims.loadMore}
      minW="520px"
      empty={
        <Text fontSize="sm" color="fg.muted">
          No claims yet.
        </Text>
      }
    />
  );
}

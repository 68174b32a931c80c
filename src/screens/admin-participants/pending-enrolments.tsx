import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { Check, UserRoundCheck, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '../../components/empty-state';
import { FormDialog } from '../../components/form-dialog';
import { FormField, SelectField } from '../../components/form-field';
import { toaster } from '../../components/ui/toaster';
import {
  AdminParticipantsApproveEnrolmentDocument,
  AdminParticipantsEnrolmentDealershipsDocument,
  AdminParticipantsRejectEnrolmentDocument,
  AdminParticipantsScreenDocument,
  type PendingEnrolments_DealershipFragment,
  type PendingEnrolments_RequestFragment,
  type UserErrorCode,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { formatDateTime } from '../../lib/format';
import { errorsByField } from '../../lib/validation/core';
import { REJECTION_REASON_MAX, validateRejectEnrolment } from '../../lib/validation/session';

type Request = PendingEnrolments_RequestFragment;
type Dealership = PendingEnrolments_DealershipFragment;

const ROLE_ASKED: Record<string, string> = {
  DEALER: 'Dealer / Business Owner',
  COMFORT_ADVISOR: 'Comfort Advisor',
  CLIENT_ADMIN: 'Client Admin',
};

export interface PendingEnrolmentsProps {
  requests: readonly Request[];
}

/** A decision's answer: none on success; a message at a field, or about the request (decided by someone else, gone). */
interface Answer {
  errors: readonly {
    field: readonly string[] | null;
    message: string;
    code: UserErrorCode;
  }[];
}

/**
 * Participants Management's Pending Enrolments: the sign-ups without an invitation that wait for an
 * administrator (docs/server.md, "Accounts"), oldest first. Each is approved into a dealership (the
 * one whose dealer number the person gave, when one matches, or another) or turned down with an
 * optional reason; the person is e-mailed either way.
 */
export function PendingEnrolments({ requests }: PendingEnrolmentsProps) {
  const [rejecting, setRejecting] = useState<Request | null>(null);
  // The dealerships to choose from, read only when a request waits (the screen's own query leaves them out).
  const choices = useQuery(AdminParticipantsEnrolmentDealershipsDocument, { skip: requests.length === 0 });
  const dealerships = choices.data?.enrolmentDealerships ?? [];
  if (requests.length > 0 && !choices.data && choices.loading) {
    // Each request comes with its dealership already chosen when one matches: shown once the list is here.
    return (
      <Text role="status" color="fg.muted" fontSize="sm">
        Loading the dealerships to choose from…
      </Text>
    );
  }
  if (requests.length === 0) {
    return (
      <EmptyState
        icon={UserRoundCheck}
        title="No sign-ups are waiting for approval"
        description="A person who signs up without an invitation waits here until an administrator adds them to their dealership. In the demo a new account joins the sample dealership at once, so none wait."
      />
    );
  }
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Oldest first. Approving adds the person to the dealership you choose and e-mails them a link to sign in; rejecting e-mails them the reason you
        give.
      </Text>
      <Stack as="ul" gap="4" listStyleType="none" aria-label="Sign-ups waiting for approval">
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} dealerships={dealerships} onReject={() => setRejecting(request)} />
          </li>
        ))}
      </Stack>
      {rejecting ? <RejectDialog request={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Stack>
  );
}

/** After a decision (or one another administrator made): the request leaves the list, and the figures and participants are read again. */
function useDecided() {
  const client = useApolloClient();
  return (request: Request) => {
    client.cache.evict({
      id: client.cache.identify({
        __typename: 'EnrolmentRequest',
        id: request.id,
      }),
    });
    client.cache.gc();
    void client.refetchQueries({ include: [AdminParticipantsScreenDocument] });
  };
}

function RequestCard({ request, dealerships, onReject }: { request: Request; dealerships: readonly Dealership[]; onReject: () => void }) {
  const [dealerId, setDealerId] = useState(request.matchingDealer?.id ?? '');
  const [error, setError] = useState<string | undefined>();
  const [approve, { loading }] = useMutation(AdminParticipantsApproveEnrolmentDocument);
  const decided = useDecided();
  const headingId = `enrolment-${request.id}`;
  const options = dealerships.map((row) => ({
    value: row.dealer.id,
    label: `${row.dealer.name} · ${row.dealer.location}${row.dealerNumber ? ` · #${row.dealerNumber}` : ''}`,
  }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dealerId) {
      setError('Choose the dealership this person joins');
      return;
    }
    setError(undefined);
    try {
      const result = await approve({
        variables: { input: { requestId: request.id, dealerId } },
      });
      const payload = result.data?.approveEnrolment;
      if (!payload) return;
      if (payload.errors.length === 0) {
        const dealer = dealerships.find((row) => row.dealer.id === dealerId)?.dealer.name ?? 'the dealership';
        toaster.create({
          type: 'success',
          title: 'Enrolment approved',
          description: `${request.name} joined ${dealer} and was e-mailed a link to sign in.`,
        });
        decided(request);
        return;
      }
      showAnswer(payload, request, setError, decided);
    } catch (caught) {
      toaster.create({
        type: 'error',
        title: "We couldn't approve the request",
        description: errorMessage(caught).message,
      });
    }
  };

  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm">
      <Card.Body>
        <Flex gap="4" direction={{ base: 'column', lg: 'row' }} justify="space-between">
          <Stack gap="1" minW="0" flex="1">
            <Heading as="h3" size="md" id={headingId}>
              {request.name}
            </Heading>
            <Text fontSize="sm" wordBreak="break-all">
              {request.email}
            </Text>
            <Flex gap="2" wrap="wrap" align="center" fontSize="sm" color="fg.muted">
              <Badge variant="subtle">{ROLE_ASKED[request.role] ?? request.role}</Badge>
              <Text as="span">
                Dealer number:{' '}
                <Text as="span" color="fg" fontWeight="medium">
                  {request.dealerNumber ?? 'not given'}
                </Text>
              </Text>
              <Text as="span">Asked {formatDateTime(request.requestedAt)}</Text>
            </Flex>
            {request.dealerNumber && !request.matchingDealer ? (
              <Text fontSize="sm" color="fg.warning">
                No dealership has this dealer number: choose one yourself.
              </Text>
            ) : null}
          </Stack>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="3" w={{ base: 'full', lg: '96' }}>
              <SelectField
                label="Dealership"
                placeholder="Choose a dealership"
                options={options}
                value={dealerId}
                error={error}
                required
                onChange={(event) => {
                  setDealerId(event.target.value);
                  setError(undefined);
                }}
              />
              <Flex gap="2" justify="flex-end">
                <Button type="button" variant="outline" colorPalette="red" onClick={onReject} disabled={loading}>
                  <X aria-hidden /> Reject
                </Button>
                <Button type="submit" colorPalette="brand" loading={loading} loadingText="Approving…">
                  <Check aria-hidden /> Approve
                </Button>
              </Flex>
            </Stack>
          </form>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** A refused decision: a message at the field it names; a request decided meanwhile or gone leaves the list, with the message. */
function showAnswer(payload: Answer, request: Request, atField: (message: string) => void, decided: (request: Request) => void) {
  const byField = errorsByField(payload.errors);
  const first = payload.errors[0];
  if (first && (first.code === 'CONFLICT' || first.code === 'NOT_FOUND') && first.field?.[0] === 'requestId') {
    toaster.create({
      type: 'error',
      title: 'Already decided',
      description: first.message,
    });
    decided(request);
    return;
  }
  const message = byField.dealerId ?? byField.reason ?? first?.message;
  if (message) atField(message);
}

function RejectDialog({ request, onClose }: { request: Request; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reject, { loading }] = useMutation(AdminParticipantsRejectEnrolmentDocument);
  const decided = useDecided();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateRejectEnrolment({ reason });
    if (invalid.length > 0) {
      setError(invalid[0]?.message);
      return;
    }
    try {
      const result = await reject({
        variables: {
          input: { requestId: request.id, reason: reason.trim() || null },
        },
      });
      const payload = result.data?.rejectEnrolment;
      if (!payload) return;
      if (payload.errors.length === 0) {
        toaster.create({
          type: 'success',
          title: 'Request rejected',
          description: `${request.name} was e-mailed the decision.`,
        });
        decided(request);
        onClose();
        return;
      }
      showAnswer(payload, request, setError, (gone) => {
        decided(gone);
        onClose();
      });
    } catch (caught) {
      toaster.create({
        type: 'error',
        title: "We couldn't reject the request",
        description: errorMessage(caught).message,
      });
    }
  };

  return (
    <FormDialog
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Reject ${request.name}'s request`}
      description={`${request.email} will not be able to sign in, and is e-mailed the decision.`}
      onSubmit={(event) => void submit(event)}
      submitLabel="Reject request"
      loading={loading}
      loadingText="Rejecting…"
    >
      <FormField
        label="Reason (optional)"
        error={error}
        helper={`Sent to ${request.name} in the e-mail. At most ${REJECTION_REASON_MAX} characters.`}
      >
        <Textarea
          name="reason"
          rows={4}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}

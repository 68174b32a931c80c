import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  chakra,
  CloseButton,
  DataList,
  Drawer,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  List,
  Portal,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { AlertTriangle, Check, MessageSquareMore, RotateCcw, ShieldAlert, ShieldCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  ClaimDrawerApproveDocument,
  ClaimDrawerDocument,
  ClaimDrawerOverrideDocument,
  ClaimDrawerRejectDocument,
  ClaimDrawerRequestInfoDocument,
  ClaimDrawerResubmitDocument,
  type ClaimDrawerApproveMutation,
  type ClaimDrawerOverrideMutation,
  type ClaimDrawerRejectMutation,
  type ClaimDrawerRequestInfoMutation,
  type ClaimDrawerResubmitMutation,
  type ClaimDrawer_ClaimFragment,
} from '../../graphql/__generated__/graphql';
import { invalidateOnSuccess } from '../../graphql/invalidation';
import { errorMessage } from '../../graphql/errors';
import { formatDate, formatDateTime, formatMoneyCents, formatNumber, formatPoints } from '../../lib/format';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { fieldName, type ReportedError } from '../../lib/validation/core';
import {
  ANSWER_MAX_LENGTH,
  CLAIM_INFO_WAIT_DAYS,
  REASON_MAX_LENGTH,
  validateInfoRequest,
  validateOverrideReason,
  validateRejectReason,
  validateResubmission,
} from '../../lib/validation/claims';
import { claimFlagLabel, hasDuplicateSerial } from './claim-flags';
import { CLAIM_ACTION_LABELS, CLAIM_STATUS_LABELS, ClaimStatusBadge } from './claim-status';
import { toaster } from '../../components/ui/toaster';
import { FormField } from '../../components/form-field';
import { AttachmentLine, AttachmentPicker, EvidencePreview, pickedFile, useEvidenceAttachment, type PickedFile } from './evidence-field';
import { NoteField } from './note-field';

type Claim = ClaimDrawer_ClaimFragment;

const ROLE_TEXT = { DEALER: 'Dealer', COMFORT_ADVISOR: 'Comfort Advisor', CLIENT_ADMIN: 'Client Admin' } as const;

/** Who looks at the claim: an administrator decides it, its participant answers requests on it. */
export type ClaimDrawerViewer = 'admin' | 'member';

export interface ClaimDrawerProps {
  /** The claim shown (the screen keeps it in the URL, `?claim=`); null when closed. */
  claimId: string | null;
  viewer: ClaimDrawerViewer;
  onClose: () => void;
  /** After a change was saved: the screen reloads its lists and figures. */
  onChanged?: (claim: Claim) => void;
  /** Shows another claim in the drawer (the screen puts it in the URL): a finding's related claim. */
  onOpenClaim?: (claimId: string) => void;
  /**
   * Opens the drawer with the approval's override reason asked for (ClaimIdInput.overrideReason): the
   * screen's Approve on a claim whose serial number is on another claim, or one the server refused
   * without a reason (APPROVAL_REQUIRED), with its message shown at the reason's field.
   */
  askOverrideReason?: OverrideAsk | null;
}

/** An approval to complete with an override reason; `refusal` is the server's message when it refused one without. */
export interface OverrideAsk {
  refusal: string | null;
}

/** A claim's details, evidence and history in a side panel, with what the viewer can do next. */
export function ClaimDrawer({ claimId, viewer, onClose, onChanged, onOpenClaim, askOverrideReason }: ClaimDrawerProps) {
  // While the drawer slides out it keeps showing the claim it showed, so it never goes blank (or nameless).
  const [shown, setShown] = useState(claimId);
  if (claimId !== null && claimId !== shown) setShown(claimId);
  return (
    <Drawer.Root open={claimId !== null} onOpenChange={(details) => (details.open ? undefined : onClose())} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {shown ? (
              <ClaimPanel key={shown} claimId={shown} viewer={viewer} onChanged={onChanged} onOpenClaim={onOpenClaim} askOverrideReason={askOverrideReason ?? null} />
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close claim details" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface ClaimPanelProps extends Pick<ClaimDrawerProps, 'viewer' | 'onChanged' | 'onOpenClaim'> {
  claimId: string;
  askOverrideReason: OverrideAsk | null;
}

function ClaimPanel({ claimId, viewer, onChanged, onOpenClaim, askOverrideReason }: ClaimPanelProps) {
  const { data, loading, error, refetch } = useQuery(ClaimDrawerDocument, { variables: { id: claimId }, fetchPolicy: 'cache-and-network' });
  const claim = data?.claim ?? null;
  const [conflict, setConflict] = useState<string | null>(null);
  // Another claim opened from this drawer (a finding's related claim) replaces the panel, and with it
  // the button that had the focus: the new claim's title takes it, so a keyboard user stays in the drawer.
  const title = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) title.current?.focus();
  }, []);

  const changed = (next: Claim) => {
    setConflict(null);
    onChanged?.(next);
  };
  const reload = async () => {
    setConflict(null);
    await refetch();
  };

  return (
    <>
      <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" pe="12">
        <Stack gap="1">
          <Drawer.Title ref={title} tabIndex={-1}>
            Claim {claimId}
          </Drawer.Title>
          <Drawer.Description asChild>
            <HStack gap="2" wrap="wrap">
              {claim ? <ClaimStatusBadge status={claim.status} /> : <Text as="span">Claim details</Text>}
              {claim?.waitingTooLong ? (
                <Badge colorPalette="red" variant="surface" gap="1">
                  <AlertTriangle aria-hidden size={12} />
                  Waiting over {CLAIM_INFO_WAIT_DAYS} days
                </Badge>
              ) : null}
            </HStack>
          </Drawer.Description>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        {claim ? (
          <Stack gap="6" py="2">
            {conflict ? (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>This claim changed</Alert.Title>
                  <Alert.Description>{conflict}</Alert.Description>
                </Alert.Content>
                <Button size="sm" variant="outline" onClick={reload} alignSelf="center">
                  <RotateCcw aria-hidden />
                  Reload claim
                </Button>
              </Alert.Root>
            ) : null}
            {claim.status === 'NEEDS_INFO' ? <InfoRequest claim={claim} viewer={viewer} /> : null}
            {viewer === 'admin' ? <Checks claim={claim} onOpenClaim={onOpenClaim} /> : null}
            <ClaimFacts claim={claim} viewer={viewer} />
            <Evidence claim={claim} />
            {viewer === 'admin' ? <AdminActions claim={claim} onChanged={changed} onConflict={setConflict} askOverrideReason={askOverrideReason} /> : null}
            {viewer === 'member' && claim.status === 'NEEDS_INFO' ? <AnswerForm claim={claim} onChanged={changed} onConflict={setConflict} /> : null}
            <History claim={claim} />
          </Stack>
        ) : loading ? (
          <Flex justify="center" py="10" role="status" aria-label="Loading claim">
            <Spinner />
          </Flex>
        ) : (
          <Alert.Root status={error ? 'error' : 'info'} mt="4">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{error ? 'The claim could not be loaded' : `Claim ${claimId} was not found`}</Alert.Title>
              <Alert.Description>{error ? errorMessage(error).message : 'It may have been removed, or it is not one of yours.'}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Drawer.Body>
    </>
  );
}

function InfoRequest({ claim, viewer }: { claim: Claim; viewer: ClaimDrawerViewer }) {
  return (
    <Alert.Root status={claim.waitingTooLong ? 'error' : 'warning'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{viewer === 'member' ? 'The program needs information from you' : 'Waiting on the participant'}</Alert.Title>
        <Alert.Description>
          <Text>{claim.issue ?? 'Information missing'}</Text>
          {claim.infoRequestedAt ? (
            <Text fontSize="sm" color="fg.muted" mt="1">
              Asked {formatDateTime(claim.infoRequestedAt)}
              {claim.waitingTooLong ? `: more than ${CLAIM_INFO_WAIT_DAYS} days ago` : ''}
            </Text>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A titled part of the drawer, a region named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="sm" mb="3" id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * What the checks found when the claim was submitted or last resubmitted (docs/product.md, "Claim
 * checks"), for the administrators to weigh before deciding: each finding's check and message, and a
 * button to the other claim a finding is about.
 */
function Checks({ claim, onOpenClaim }: { claim: Claim; onOpenClaim?: (claimId: string) => void }) {
  return (
    <Section id="claim-checks" title="Checks">
      {claim.flags.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          The checks found nothing on this claim.
        </Text>
      ) : (
        <List.Root variant="plain" gap="3" aria-label="Findings of the checks">
          {claim.flags.map(({ code, message, relatedClaimId }, index) => (
            <List.Item key={`${code}-${index}`} display="block" borderStartWidth="3px" borderColor="border.error" bg="bg.error" rounded="sm" px="3" py="2">
              <HStack gap="1.5" fontWeight="semibold" fontSize="sm" color="fg.error">
                <ShieldAlert aria-hidden size={14} />
                {claimFlagLabel(code)}
              </HStack>
              <Text fontSize="sm" mt="1">
                {message}
              </Text>
              {relatedClaimId && onOpenClaim ? (
                <Button size="xs" variant="outline" mt="2" onClick={() => onOpenClaim(relatedClaimId)}>
                  Open claim {relatedClaimId}
                </Button>
              ) : null}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Section>
  );
}

function ClaimFacts({ claim, viewer }: { claim: Claim; viewer: ClaimDrawerViewer }) {
  const link = (to: string, text: string) => (
    <chakra.a asChild color="fg.info" textDecoration="underline">
      <RouterLink to={to}>{text}</RouterLink>
    </chakra.a>
  );
  return (
    <Section id="claim-facts" title="Claim">
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <Fact label="Participant">
          {viewer === 'admin' ? link(`/admin-participants?search=${encodeURIComponent(claim.participant.name)}`, claim.participant.name) : claim.participant.name}
        </Fact>
        <Fact label="Dealer">
          <Text as="span">
            {viewer === 'admin' ? link(`/admin-claims?dealer=${encodeURIComponent(claim.dealer.id)}`, claim.dealer.name) : claim.dealer.name}
            <Text as="span" color="fg.muted">
              {` · ${claim.dealer.location}`}
            </Text>
          </Text>
        </Fact>
        <Fact label="Product">{claim.product.name}</Fact>
        {claim.model ? (
          <Fact label="Model">
            <Text as="span" fontFamily="mono">
              {claim.model}
            </Text>
          </Fact>
        ) : null}
        <Fact label="Serial number">
          <Text as="span" fontFamily="mono">
            {claim.serialNumber}
          </Text>
        </Fact>
        <Fact label="Quantity">{formatNumber(claim.quantity)}</Fact>
        <Fact label="Amount">{formatMoneyCents(claim.amount.amount)}</Fact>
        <Fact label="Points">{formatPoints(claim.points)}</Fact>
        <Fact label="Installed">{formatDate(claim.installedOn)}</Fact>
        {claim.customerZip ? <Fact label="Customer ZIP">{claim.customerZip}</Fact> : null}
        <Fact label="Submitted">{formatDate(claim.date)}</Fact>
        {claim.decidedAt ? <Fact label="Decided">{formatDateTime(claim.decidedAt)}</Fact> : null}
        {claim.rejectionReason ? <Fact label="Rejection reason">{claim.rejectionReason}</Fact> : null}
      </DataList.Root>
    </Section>
  );
}

/** The stored photos a browser shows in place (HEIC it cannot). */
const SHOWN_IN_PLACE = ['image/jpeg', 'image/png', 'image/webp'];

function Evidence({ claim }: { claim: Claim }) {
  return (
    <Section id="claim-evidence" title="Evidence">
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <Fact label="Invoice number">{claim.evidence.invoiceNumber}</Fact>
        <Fact label="Attachment">{claim.evidence.attachment ? <AttachmentLine attachment={claim.evidence.attachment} /> : 'None attached'}</Fact>
      </DataList.Root>
      {claim.evidence.attachment?.url && SHOWN_IN_PLACE.includes(claim.evidence.attachment.type) ? (
        <Image src={claim.evidence.attachment.url} alt={`Attached photo: ${claim.evidence.attachment.name}`} mt="3" maxH="60" objectFit="contain" rounded="md" borderWidth="1px" />
      ) : null}
    </Section>
  );
}

function History({ claim }: { claim: Claim }) {
  return (
    <Section id="claim-history" title="History">
      <List.Root as="ol" variant="plain" gap="4" aria-label="Claim history, newest first">
        {claim.history.map((entry) => (
          <List.Item key={entry.id} display="block" borderStartWidth="2px" borderColor="border.emphasized" ps="3">
            <Text fontWeight="semibold">{CLAIM_ACTION_LABELS[entry.action]}</Text>
            <Text fontSize="sm" color="fg.muted">
              {entry.actor.name} ({ROLE_TEXT[entry.actor.role]}) · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </Text>
            <Text fontSize="sm">
              {entry.fromStatus ? `${CLAIM_STATUS_LABELS[entry.fromStatus]} → ` : ''}
              {CLAIM_STATUS_LABELS[entry.toStatus]}
              {entry.fromAmount && entry.toAmount ? `; amount ${formatMoneyCents(entry.fromAmount.amount)} → ${formatMoneyCents(entry.toAmount.amount)}` : ''}
            </Text>
            {entry.note ? (
              <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" bg="bg.muted" px="2" py="1" rounded="sm">
                {entry.note}
              </Text>
            ) : null}
            {entry.attachment ? (
              <Box fontSize="sm" mt="1">
                <AttachmentLine attachment={entry.attachment} />
              </Box>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
    </Section>
  );
}

/** What a change's answer is: the claim after it, or the errors; a CONFLICT goes to the panel's notice. */
interface ChangeResult {
  claim?: Claim | null;
  errors: readonly (ReportedError & { code?: string })[];
}

/** Sends a change and sorts out its answer: saved, refused at a field, or a conflict with someone else's change. */
function useChange(onChanged: (claim: Claim) => void, onConflict: (message: string) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, send: () => Promise<ChangeResult | undefined>, success: string): Promise<ChangeResult['errors']> => {
    setBusy(name);
    try {
      const result = await send();
      const errors = result?.errors ?? [];
      // The claim moved on or went: a refusal of the claim itself, not of a field the viewer filled in.
      const conflict = errors.find((error) => (error.code === 'CONFLICT' || error.code === 'NOT_FOUND') && (fieldName(error.field) ?? 'claimId') === 'claimId');
      if (conflict) {
        onConflict(conflict.message);
        return [];
      }
      if (errors.length > 0) return errors;
      if (result?.claim) {
        toaster.create({ type: 'success', title: success });
        onChanged(result.claim);
      }
      return [];
    } catch (error) {
      toaster.create({ type: 'error', title: 'The claim was not updated', description: errorMessage(error).message });
      return [];
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** The note of a rejection or of a request for information: the rules name it `reason` or `message`, the form `note`. */
const atNote = <E extends ReportedError>(errors: readonly E[]): E[] => errors.map((error) => ({ ...error, field: 'note' }));

/** A refusal the server sent, with its code. */
type Refusal = ReportedError & { code?: string };

/** The approval was refused because the claim's serial number is already approved or paid on another claim: it needs an override reason. */
const approvalRequired = (errors: readonly Refusal[]) => errors.find((error) => error.code === 'APPROVAL_REQUIRED') ?? null;

/** What a decision's text field is for: an approval's override reason, a rejection's reason, or a request for information. */
type DecisionForm = 'approve' | 'reject' | 'ask';

const NOTE_LABELS: Record<DecisionForm, { label: string; placeholder: string; form: string }> = {
  approve: {
    label: 'Reason for approving a paid serial',
    placeholder: 'For example: the first unit was replaced under warranty and this claim is for the new one',
    form: 'Approve claim with a reason',
  },
  reject: { label: 'Reason for rejection', placeholder: 'Tell the participant why the claim cannot be approved', form: 'Reject claim' },
  ask: { label: 'What should the participant send?', placeholder: 'For example: a photo of the rating plate with the serial number', form: 'Request information' },
};

function AdminActions({
  claim,
  onChanged,
  onConflict,
  askOverrideReason,
}: {
  claim: Claim;
  onChanged: (claim: Claim) => void;
  onConflict: (message: string) => void;
  askOverrideReason: OverrideAsk | null;
}) {
  const [approve] = useMutation(ClaimDrawerApproveDocument, {
    update: invalidateOnSuccess('approveClaim', (result: ClaimDrawerApproveMutation) => result.approveClaim.errors.length === 0),
  });
  const [override] = useMutation(ClaimDrawerOverrideDocument, {
    update: invalidateOnSuccess('overrideApproveClaim', (result: ClaimDrawerOverrideMutation) => result.overrideApproveClaim.errors.length === 0),
  });
  const [reject] = useMutation(ClaimDrawerRejectDocument, {
    update: invalidateOnSuccess('rejectClaim', (result: ClaimDrawerRejectMutation) => result.rejectClaim.errors.length === 0),
  });
  const [ask] = useMutation(ClaimDrawerRequestInfoDocument, {
    update: invalidateOnSuccess('requestClaimInfo', (result: ClaimDrawerRequestInfoMutation) => result.requestClaimInfo.errors.length === 0),
  });
  const { busy, run } = useChange(onChanged, onConflict);
  // A claim whose serial number is on another claim is approved with a reason (ClaimIdInput.overrideReason);
  // so is one the server refused without it (APPROVAL_REQUIRED), here or from the list.
  const [refused, setRefused] = useState(askOverrideReason?.refusal != null);
  const asksReason = refused || hasDuplicateSerial(claim.flags);
  const [form, setForm] = useState<DecisionForm | null>(askOverrideReason ? 'approve' : null);
  // Once the reason's field is on screen it takes the focus, with the server's refusal when there is one.
  const pending = useRef<OverrideAsk | null>(askOverrideReason);
  const noteForm = useRulesForm({
    defaultValues: { note: '' },
    validate: ({ note }) =>
      atNote(form === 'approve' ? validateOverrideReason(note) : form === 'reject' ? validateRejectReason(note) : validateInfoRequest(note)),
  });
  const note = useWatch({ control: noteForm.control, name: 'note' });
  useEffect(() => {
    const ask = pending.current;
    if (form !== 'approve' || ask === null) return;
    pending.current = null;
    if (ask.refusal === null) noteForm.setFocus('note');
    else noteForm.setError('note', { type: 'server', message: ask.refusal }, { shouldFocus: true });
  }, [form, noteForm]);
  const ref = { claimId: claim.id, version: claim.version };
  const toggle = (next: DecisionForm) => {
    setForm(form === next ? null : next);
    noteForm.reset();
  };

  if (claim.status !== 'PENDING' && claim.status !== 'NEEDS_INFO') return null;
  const overriding = claim.status === 'NEEDS_INFO';

  /** Approves the claim (a claim needing info by override), with the reason when one was given. */
  const approveClaim = (overrideReason?: string): Promise<readonly Refusal[]> => {
    const input = overrideReason === undefined ? ref : { ...ref, overrideReason };
    return overriding
      ? run('override', async () => (await override({ variables: { input } })).data?.overrideApproveClaim, `Claim ${claim.id} approved`)
      : run('approve', async () => (await approve({ variables: { input } })).data?.approveClaim, `Claim ${claim.id} approved`);
  };

  const approveNow = async () => {
    if (asksReason) return toggle('approve');
    const errors = await approveClaim();
    const required = approvalRequired(errors);
    if (required) {
      setRefused(true);
      noteForm.reset();
      setForm('approve');
      pending.current = { refusal: required.message };
    } else if (errors.length > 0) {
      toaster.create({ type: 'error', title: `Claim ${claim.id} was not approved`, description: errors[0]?.message });
    }
  };

  const submit = noteForm.handleSubmit(async (values) => {
    const text = values.note.trim();
    const errors =
      form === 'approve'
        ? await approveClaim(text)
        : form === 'reject'
          ? await run('reject', async () => (await reject({ variables: { input: { ...ref, reason: text } } })).data?.rejectClaim, `Claim ${claim.id} rejected`)
          : await run('ask', async () => (await ask({ variables: { input: { ...ref, message: text } } })).data?.requestClaimInfo, `Information requested on claim ${claim.id}`);
    if (errors.length > 0) showServerErrors(noteForm, atNote(errors));
    else setForm(null);
  });

  const approveLabel = overriding ? 'Override & Approve' : 'Approve';
  const labels = form ? NOTE_LABELS[form] : null;

  return (
    <Section id="claim-decide" title="Decision">
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Button
            colorPalette="brand"
            variant={overriding ? 'outline' : 'solid'}
            loading={form !== 'approve' && busy === (overriding ? 'override' : 'approve')}
            disabled={busy !== null}
            aria-expanded={asksReason ? form === 'approve' : undefined}
            onClick={() => void approveNow()}
          >
            {overriding ? <ShieldCheck aria-hidden /> : <Check aria-hidden />}
            {approveLabel}
          </Button>
          {overriding ? null : (
            <>
              <Button variant="outline" colorPalette="red" disabled={busy !== null} aria-expanded={form === 'reject'} onClick={() => toggle('reject')}>
                <X aria-hidden />
                Reject
              </Button>
              <Button variant="outline" disabled={busy !== null} aria-expanded={form === 'ask'} onClick={() => toggle('ask')}>
                <MessageSquareMore aria-hidden />
                Request info
              </Button>
            </>
          )}
        </HStack>
        {form && labels ? (
          <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label={labels.form}>
            <Stack gap="3">
              {form === 'approve' ? (
                <Text fontSize="sm">
                  This claim&rsquo;s serial number is on another claim. When that claim is approved or paid, approving this one pays the serial
                  again: say why. The reason is kept in the claim&rsquo;s history.
                </Text>
              ) : null}
              <NoteField
                label={labels.label}
                placeholder={labels.placeholder}
                error={noteForm.formState.errors.note?.message}
                limit={REASON_MAX_LENGTH}
                length={note.length}
                {...noteForm.register('note')}
              />
              <HStack gap="2">
                <Button
                  type="submit"
                  colorPalette={form === 'reject' ? 'red' : 'brand'}
                  loading={form === 'approve' ? busy === 'approve' || busy === 'override' : busy === form}
                >
                  {form === 'approve' ? `${approveLabel} claim` : form === 'reject' ? 'Reject claim' : 'Send request'}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setForm(null)}>
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        ) : null}
      </Stack>
    </Section>
  );
}

interface AnswerValues {
  answer: string;
  amount: string;
  attachment: PickedFile | null;
}

function AnswerForm({ claim, onChanged, onConflict }: { claim: Claim; onChanged: (claim: Claim) => void; onConflict: (message: string) => void }) {
  const [resubmit] = useMutation(ClaimDrawerResubmitDocument, {
    update: invalidateOnSuccess('resubmitClaim', (result: ClaimDrawerResubmitMutation) => result.resubmitClaim.errors.length === 0),
  });
  const { busy, run } = useChange(onChanged, onConflict);
  const form = useRulesForm<AnswerValues>({ defaultValues: { answer: '', amount: '', attachment: null }, validate: validateResubmission });
  const { errors } = form.formState;
  const [answer, file] = useWatch({ control: form.control, name: ['answer', 'attachment'] });
  const attachmentToSend = useEvidenceAttachment(file);

  const send = async (values: AnswerValues) => {
    const serverErrors = await run(
      'resubmit',
      async () => {
        const attachment = values.attachment ? await attachmentToSend(values.attachment) : null;
        if (attachment && 'error' in attachment) return { errors: [{ field: ['attachment'], message: attachment.error }] };
        const input = { claimId: claim.id, version: claim.version, answer: values.answer.trim(), amount: values.amount.trim() || null, attachment };
        return (await resubmit({ variables: { input } })).data?.resubmitClaim;
      },
      `Claim ${claim.id} sent back for review`,
    );
    if (serverErrors.length > 0) showServerErrors(form, serverErrors);
  };

  return (
    <Section id="claim-answer" title="Your answer">
      <chakra.form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate aria-label="Answer and resubmit">
        <Stack gap="4">
          {errors[FORM_ERROR] ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors[FORM_ERROR].message}
            </Text>
          ) : null}
          <NoteField
            label="Answer"
            placeholder="Answer the request, or say what you attached"
            error={errors.answer?.message}
            limit={ANSWER_MAX_LENGTH}
            length={answer.length}
            {...form.register('answer')}
          />
          <FormField label="Corrected amount (optional)" error={errors.amount?.message} helper={<>Leave empty to keep {formatMoneyCents(claim.amount.amount)}</>}>
            <Input inputMode="decimal" placeholder={claim.amount.amount} {...form.register('amount')} />
          </FormField>
          <FormField label="New attachment (optional)" error={errors.attachment?.message} helper="A PDF or a photo, up to 10 MB">
            <Controller
              control={form.control}
              name="attachment"
              render={({ field }) => (
                <AttachmentPicker file={field.value} buttonRef={field.ref} onPick={(picked) => field.onChange(picked ? pickedFile(picked) : null)} />
              )}
            />
          </FormField>
          <EvidencePreview file={file} />
          <Separator />
          <Button type="submit" colorPalette="brand" loading={busy === 'resubmit'} alignSelf="flex-start">
            Resubmit claim
          </Button>
        </Stack>
      </chakra.form>
    </Section>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  chakra,
  Field,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Award } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../lib/url-state';
import { invalidateOnSuccess } from '../../graphql/invalidation';
import { toaster } from '../../components/ui/toaster';
import {
  AdminClaimsManagementScreenDocument,
  AdminSpotAwardIssueDocument,
  AdminSpotAwardParticipantsDocument,
  type AdminSpotAwardIssueMutation,
  type SpotAwardForm_ParticipantFragment,
  type SpotAwardType,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { formatMoney, formatMoneyCents } from '../../lib/format';
import { FILL_IN_ALL_FIELDS, REASON_MAX_LENGTH, validateSpotAward } from '../../lib/validation/claims';
import { errorsByField, type FieldError, type ReportedError } from '../../lib/validation/core';
import { SPOT_AWARD_TYPES } from './labels';
import { ParticipantCombobox } from './participant-combobox';

type Participant = SpotAwardForm_ParticipantFragment;

/** How many matches the participant search lists. */
const SUGGESTIONS = 8;
const DEFAULT_TYPE: SpotAwardType = 'PERFORMANCE_BONUS';
/** The server's message when no participant is chosen: the form shows it before sending. */
const CHOOSE_PARTICIPANT = 'Choose a participant from the list';

/** An empty amount field is no amount; anything else is read as dollars (NaN when not a number). */
/**
 * Issue Spot Award: a participant chosen with a search-as-you-type combobox over active
 * participants, the award type, the amount in dollars and the reason. Amount and reason are both
 * required ('Please fill in all fields'); a success clears the form.
 */
export function SpotAwardForm() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [participant, setParticipant] = useState<Participant | null>(null);
  const [type, setType] = useState<SpotAwardType>(DEFAULT_TYPE);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // The participants search runs once typing pauses.
  useEffect(() => {
    const next = text.trim();
    if (next === search) return undefined;
    const timer = setTimeout(() => setSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  const matches = useQuery(AdminSpotAwardParticipantsDocument, {
    variables: { search: search || null, first: SUGGESTIONS },
    fetchPolicy: 'cache-and-network',
  });
  const found = matches.data?.participants;
  const options = useMemo(() => found?.edges.map((edge) => edge.node) ?? [], [found]);

  const [issue, { loading }] = useMutation(AdminSpotAwardIssueDocument, {
    refetchQueries: [AdminClaimsManagementScreenDocument],
    awaitRefetchQueries: true,
    update: invalidateOnSuccess('issueSpotAward', (result: AdminSpotAwardIssueMutation) => result.issueSpotAward.spotAward !== null),
  });

  const clearError = (field: string) =>
    setErrors(({ [field]: _cleared, ...rest }) => {
      void _cleared;
      return rest;
    });

  const showErrors = (list: readonly ReportedError[]) => {
    const byField = errorsByField(list);
    setErrors(byField);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    if (list.some((error) => error.message === FILL_IN_ALL_FIELDS)) {
      toaster.create({ type: 'error', title: FILL_IN_ALL_FIELDS, description: 'Amount and reason are both required.' });
    }
  };

  const reset = () => {
    setParticipant(null);
    setText('');
    setSearch('');
    setType(DEFAULT_TYPE);
    setAmount('');
    setReason('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = amount.trim();
    const list: FieldError[] = validateSpotAward({ amount: value, reason });
    if (!participant) list.unshift({ field: 'participantId', message: CHOOSE_PARTICIPANT, code: 'REQUIRED' });
    if (list.length > 0) {
      showErrors(list);
      return;
    }
    try {
      const { data } = await issue({
        variables: { input: { participantId: participant!.id, type, amount: value, reason: reason.trim() } },
      });
      const payload = data?.issueSpotAward;
      if (!payload || payload.errors.length > 0 || !payload.spotAward) {
        showErrors(payload?.errors ?? [{ field: null, message: 'The spot award was not issued.' }]);
        return;
      }
      toaster.create({
        type: 'success',
        title: 'Spot Award Created',
        description: `${formatMoneyCents(payload.spotAward.amount.amount)} has been issued to ${payload.spotAward.participant.name}.`,
      });
      reset();
    } catch (error) {
      toaster.create({ type: 'error', title: 'Spot award not issued', description: errorMessage(error).message });
    }
  };

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Header>
        <HStack gap="2">
          <Box as={Award} aria-hidden boxSize="5" color="brand.fg" />
          <Card.Title as="h2">Issue Spot Award</Card.Title>
        </HStack>
        <Card.Description>Recognize a participant with a one-time dollar award, added to their earnings.</Card.Description>
      </Card.Header>
      <Card.Body>
        <chakra.form ref={formRef} display="flex" flexDirection="column" gap="5" onSubmit={submit} noValidate aria-label="Issue Spot Award">
          <Field.Root invalid={!!errors.participantId} required>
            <Field.Label>
              Participant / Dealer
              <Field.RequiredIndicator />
            </Field.Label>
            <ParticipantCombobox
              text={text}
              onTextChange={setText}
              options={options}
              loading={matches.loading}
              selected={participant}
              onSelect={(chosen) => {
                setParticipant(chosen);
                if (chosen) clearError('participantId');
              }}
              placeholder="Search by name, dealer or ID"
            />
            {participant ? (
              <Field.HelperText>
                {participant.dealer.name} · Earnings so far {formatMoney(participant.totalEarnings.amount)}
              </Field.HelperText>
            ) : (
              <Field.HelperText>Active participants only.</Field.HelperText>
            )}
            <Field.ErrorText>{errors.participantId}</Field.ErrorText>
          </Field.Root>

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={!!errors.type}>
              <Field.Label>Award Type</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={type} onChange={(event) => setType(event.target.value as SpotAwardType)}>
                  {SPOT_AWARD_TYPES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.type}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.amount} required>
              <Field.Label>
                Amount ($)
                <Field.RequiredIndicator />
              </Field.Label>
              <InputGroup startElement="$">
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  step={0.01}
                  placeholder="0.00"
                  value={amount}
                  onChange={(event) => {
                    setAmount(event.target.value);
                    clearError('amount');
                  }}
                />
              </InputGroup>
              <Field.ErrorText>{errors.amount}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>

          <Field.Root invalid={!!errors.reason} required>
            <Field.Label>
              Reason / Notes
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              rows={4}
              placeholder="What is this award for?"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                clearError('reason');
              }}
            />
            <Field.HelperText color={reason.length > REASON_MAX_LENGTH ? 'fg.error' : undefined}>
              {reason.length}/{REASON_MAX_LENGTH} characters
            </Field.HelperText>
            <Field.ErrorText>{errors.reason}</Field.ErrorText>
          </Field.Root>

          {errors._form ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors._form}
            </Text>
          ) : null}

          <Button type="submit" colorPalette="brand" loading={loading} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            <Award aria-hidden /> Issue Spot Award
          </Button>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

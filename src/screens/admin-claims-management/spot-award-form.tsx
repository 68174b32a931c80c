import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  chakra,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Award } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
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
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import type { FieldError } from '../../lib/validation/core';
import { FormField } from '../../components/form-field';
import { SPOT_AWARD_TYPES } from './labels';
import { ParticipantCombobox } from './participant-combobox';

type Participant = SpotAwardForm_ParticipantFragment;

/** How many matches the participant search lists. */
const SUGGESTIONS = 8;
const DEFAULT_TYPE: SpotAwardType = 'PERFORMANCE_BONUS';

interface SpotAwardFormValues {
  /** The chosen participant's id; empty while none is chosen. */
  participantId: string;
  type: SpotAwardType;
  amount: string;
  reason: string;
}

const EMPTY_AWARD: SpotAwardFormValues = { participantId: '', type: DEFAULT_TYPE, amount: '', reason: '' };

/** The shared spot award rules. */
function validateAward(values: SpotAwardFormValues): FieldError[] {
  return validateSpotAward({ participantId: values.participantId, amount: values.amount.trim(), reason: values.reason });
}

function noticeFillInAll(messages: readonly (string | undefined)[]) {
  if (messages.includes(FILL_IN_ALL_FIELDS)) {
    toaster.create({ type: 'error', title: FILL_IN_ALL_FIELDS, description: 'Amount and reason are both required.' });
  }
}


/**
 * Issue Spot Award: a participant chosen with a search-as-you-type combobox over active
 * participants, the award type, the amount in dollars and the reason. Amount and reason are both
 * required ('Please fill in all fields'); a success clears the form.
 */
export function SpotAwardForm() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  /** The chosen participant as the list showed them (the form holds their id). */
  const [participant, setParticipant] = useState<Participant | null>(null);
  const form = useRulesForm<SpotAwardFormValues>({ defaultValues: EMPTY_AWARD, validate: validateAward });
  // The form focuses its first field in error in the order the fields registered: the participant, at
  // the top, registers here, before the fields below register as they render.
  const { field: participantField } = useController({ control: form.control, name: 'participantId' });
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });

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

  const reset = () => {
    setParticipant(null);
    setText('');
    setSearch('');
    form.reset();
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const { data } = await issue({
          variables: { input: { participantId: values.participantId, type: values.type, amount: values.amount.trim(), reason: values.reason.trim() } },
        });
        const payload = data?.issueSpotAward;
        if (!payload || payload.errors.length > 0 || !payload.spotAward) {
          const list = payload?.errors ?? [{ field: null, message: 'The spot award was not issued.' }];
          showServerErrors(form, list);
          noticeFillInAll(list.map((error) => error.message));
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
    },
    (invalid) => noticeFillInAll([invalid.amount?.message, invalid.reason?.message]),
  );

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
        <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={(event) => void submit(event)} noValidate aria-label="Issue Spot Award">
          <FormField
            label="Participant / Dealer"
            required
            error={errors.participantId?.message}
            helper={
              participant ? (
                <>
                  {participant.dealer.name} · Earnings so far {formatMoney(participant.totalEarnings.amount)}
                </>
              ) : (
                'Active participants only.'
              )
            }
          >
            <ParticipantCombobox
              inputRef={participantField.ref}
              text={text}
              onTextChange={setText}
              options={options}
              loading={matches.loading}
              selected={participant}
              onSelect={(chosen) => {
                setParticipant(chosen);
                participantField.onChange(chosen?.id ?? '');
              }}
              placeholder="Search by name, dealer or ID"
            />
          </FormField>

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="Award Type" error={errors.type?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('type')}>
                  {SPOT_AWARD_TYPES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Amount ($)" required error={errors.amount?.message}>
              <InputGroup startElement="$">
                <Input type="number" inputMode="decimal" min={0.01} step={0.01} placeholder="0.00" {...form.register('amount')} />
              </InputGroup>
            </FormField>
          </SimpleGrid>

          <FormField
            label="Reason / Notes"
            required
            error={errors.reason?.message}
            helper={
              <chakra.span color={reason.length > REASON_MAX_LENGTH ? 'fg.error' : undefined}>
                {reason.length}/{REASON_MAX_LENGTH} characters
              </chakra.span>
            }
          >
            <Textarea rows={4} placeholder="What is this award for?" {...form.register('reason')} />
          </FormField>

          {errors[FORM_ERROR] ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors[FORM_ERROR].message}
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

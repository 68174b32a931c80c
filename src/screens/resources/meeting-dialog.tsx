import { useMutation } from '@apollo/client/react';
import { SimpleGrid, Textarea } from '@chakra-ui/react';
import { addMinutes } from 'date-fns/addMinutes';
import { format } from 'date-fns/format';
import { FormDialog } from '../../components/form-dialog';
import { FieldMarksProvider, FormField, TextField } from '../../components/form-field';
import { ResourcesRequestMeetingDocument, type ResourcesRequestMeetingMutation } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { downloadCalendar } from '../../lib/calendar';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import type { FieldError, ReportedError } from '../../lib/validation/core';
import { MEETING_MAX_MINUTES, MEETING_MIN_MINUTES, MEETING_TOPIC_MAX, validateMeetingRequest, type MeetingRequestValues } from '../../lib/validation/money';

export type RequestedMeeting = NonNullable<ResourcesRequestMeetingMutation['requestMeeting']['meeting']>;

interface MeetingForm {
  date: string;
  time: string;
  duration: string;
  topic: string;
}

const INITIAL_FORM: MeetingForm = { date: '', time: '10:00', duration: '30', topic: '' };

/** The instant a local date and time stand for, or null when either is missing or not a real time. */
function startOf(form: MeetingForm): string | null {
  if (!form.date || !form.time) return null;
  const start = new Date(`${form.date}T${form.time}`);
  return Number.isNaN(start.getTime()) ? null : start.toISOString();
}

/** The request the rules check: the date and time make one start. */
function requestOf(form: MeetingForm): MeetingRequestValues {
  return { start: startOf(form), durationMinutes: form.duration.trim() === '' ? null : Number(form.duration), topic: form.topic };
}

/** The rules name the start and the length; the form shows them at Date and Duration. */
const FORM_FIELD: Record<string, keyof MeetingForm> = { start: 'date', durationMinutes: 'duration' };

function atFormFields<E extends ReportedError | FieldError>(errors: readonly E[]): E[] {
  return errors.map((error) => {
    const field = typeof error.field === 'string' ? error.field : error.field?.join('.');
    return field && FORM_FIELD[field] ? { ...error, field: FORM_FIELD[field] } : error;
  });
}

/** The invite: an .ics file made with the calendar library, organised by the territory manager. */
export function downloadMeetingInvite(meeting: RequestedMeeting): void {
  downloadCalendar(`meeting-${meeting.id.toLowerCase()}`, [
    {
      id: meeting.id,
      title: `Meeting with ${meeting.withName}`,
      startsAt: meeting.start,
      endsAt: addMinutes(new Date(meeting.start), meeting.durationMinutes).toISOString(),
      description: meeting.topic,
      organizer: { name: meeting.withName, email: meeting.withEmail },
    },
  ]);
}

export interface MeetingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  managerName: string;
  officeHours: string;
  onRequested: (meeting: RequestedMeeting) => void;
}

/** Schedule Meeting: date, time, length and topic; the request is sent, then the invite downloads. */
export function MeetingDialog({ open, onOpenChange, managerName, officeHours, onRequested }: MeetingDialogProps) {
  const form = useRulesForm<MeetingForm>({
    defaultValues: INITIAL_FORM,
    validate: (values) => atFormFields(validateMeetingRequest(requestOf(values), new Date())),
  });
  const { errors } = form.formState;
  const [request, { loading }] = useMutation(ResourcesRequestMeetingDocument);
  const today = format(new Date(), 'yyyy-MM-dd');

  const handleSubmit = form.handleSubmit(async (values) => {
    const { start, durationMinutes } = requestOf(values);
    // The rules have passed (the resolver), so the start and the length are there.
    if (start == null || durationMinutes == null) return;
    try {
      const { data } = await request({
        variables: { input: { start, durationMinutes, topic: values.topic.trim() } },
      });
      const payload = data?.requestMeeting;
      if (!payload) return;
      if (payload.errors.length > 0 || !payload.meeting) {
        showServerErrors(form, atFormFields(payload.errors));
        return;
      }
      downloadMeetingInvite(payload.meeting);
      form.reset();
      onRequested(payload.meeting);
    } catch (error) {
      form.setError(FORM_ERROR, { type: 'server', message: errorMessage(error).message });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title="Schedule Meeting"
      description={<>Request a meeting with {managerName}. Office hours: {officeHours}.</>}
      size={{ smDown: 'full', sm: 'md' }}
      formError={errors[FORM_ERROR]?.message}
      onSubmit={(event) => void handleSubmit(event)}
      submitLabel="Request Meeting"
      loading={loading}
      loadingText="Sending…"
    >
      {/* Every field is required: none is marked. */}
      <FieldMarksProvider marks="optional">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label="Date" type="date" min={today} error={errors.date?.message} required {...form.register('date')} />
          <TextField
            label="Time"
            type="time"
            step={900}
            helper="Your local time"
            aria-invalid={errors.date ? true : undefined}
            required
            {...form.register('time', { onChange: () => form.clearErrors('date') })}
          />
        </SimpleGrid>
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={MEETING_MIN_MINUTES}
          max={MEETING_MAX_MINUTES}
          step={15}
          error={errors.duration?.message}
          helper={`${MEETING_MIN_MINUTES} to ${MEETING_MAX_MINUTES} minutes`}
          required
          {...form.register('duration')}
        />
        <FormField label="Topic" error={errors.topic?.message} helper="What would you like to discuss?" required>
          <Textarea
            rows={3}
            maxLength={MEETING_TOPIC_MAX}
            placeholder="e.g. Spring co-op campaign plan and pre-approval"
            autoresize
            {...form.register('topic')}
          />
        </FormField>
      </FieldMarksProvider>
    </FormDialog>
  );
}

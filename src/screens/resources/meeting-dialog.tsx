import { useMutation } from '@apollo/client/react';
import { Field, SimpleGrid, Textarea } from '@chakra-ui/react';
import { addMinutes, format } from 'date-fns';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { focusFirstInvalid, TextField } from '../../components/auth-layout';
import { ResourcesRequestMeetingDocument, type ResourcesRequestMeetingMutation } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { downloadCalendar } from '../../lib/calendar';
import { errorsByField } from '../../lib/validation/core';
import { MEETING_MAX_MINUTES, MEETING_MIN_MINUTES, MEETING_TOPIC_MAX, validateMeetingRequest } from '../../lib/validation/money';

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
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<MeetingForm>(INITIAL_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [request, { loading }] = useMutation(ResourcesRequestMeetingDocument);
  const today = format(new Date(), 'yyyy-MM-dd');

  const reset = () => {
    setForm(INITIAL_FORM);
    setErrors({});
  };

  const change = (name: keyof MeetingForm, errorField: string) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[errorField]) return current;
      const next = { ...current };
      delete next[errorField];
      return next;
    });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = {
      start: startOf(form),
      durationMinutes: form.duration.trim() === '' ? null : Number(form.duration),
      topic: form.topic,
    };
    const problems = validateMeetingRequest(values, new Date());
    if (problems.length > 0) {
      setErrors(errorsByField(problems));
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const { data } = await request({
        variables: { input: { start: values.start as string, durationMinutes: values.durationMinutes as number, topic: form.topic.trim() } },
      });
      const payload = data?.requestMeeting;
      if (!payload) return;
      if (payload.errors.length > 0 || !payload.meeting) {
        setErrors(errorsByField(payload.errors));
        focusFirstInvalid(formRef.current);
        return;
      }
      downloadMeetingInvite(payload.meeting);
      reset();
      onRequested(payload.meeting);
    } catch (error) {
      setErrors({ _form: errorMessage(error).message });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Schedule Meeting"
      description={<>Request a meeting with {managerName}. Office hours: {officeHours}.</>}
      size={{ smDown: 'full', sm: 'md' }}
      formError={errors._form}
      formRef={formRef}
      onSubmit={(event) => void handleSubmit(event)}
      submitLabel="Request Meeting"
      loading={loading}
      loadingText="Sending…"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label="Date" type="date" min={today} value={form.date} onChange={change('date', 'start')} error={errors.start} required />
        <TextField
          label="Time"
          type="time"
          step={900}
          value={form.time}
          onChange={change('time', 'start')}
          helperText="Your local time"
          aria-invalid={errors.start ? true : undefined}
          required
        />
      </SimpleGrid>
      <TextField
        label="Duration (minutes)"
        type="number"
        inputMode="numeric"
        min={MEETING_MIN_MINUTES}
        max={MEETING_MAX_MINUTES}
        step={15}
        value={form.duration}
        onChange={change('duration', 'durationMinutes')}
        error={errors.durationMinutes}
        helperText={`${MEETING_MIN_MINUTES} to ${MEETING_MAX_MINUTES} minutes`}
        required
      />
      <Field.Root invalid={!!errors.topic} required>
        <Field.Label>Topic</Field.Label>
        <Textarea
          value={form.topic}
          onChange={change('topic', 'topic')}
          rows={3}
          maxLength={MEETING_TOPIC_MAX}
          placeholder="e.g. Spring co-op campaign plan and pre-approval"
          autoresize
        />
        <Field.HelperText>What would you like to discuss?</Field.HelperText>
        <Field.ErrorText>{errors.topic}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}

import { Alert, Checkbox, Modal, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PublicTrip } from '@vozimo/contract';
import { useState } from 'react';
import { FormButtons } from '../../../../components/form-buttons.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { serverFormMessages } from '../../../../lib/forms/server-messages.ts';
import { useUpdateTripInfo } from '../../../../api/trips/use-update-trip-info.ts';
import { toUpdateTripInfoRequest, tripInfoFieldOf, tripInfoFormValues, validateTripInfoForm, type TripInfoFormValues } from './trip-info-form.ts';

interface EditTripInfoModalProps {
  trip: PublicTrip;
  opened: boolean;
  onClose: () => void;
}

/** The Edit modal of the trip page (spec section 2): the customer's contact and the extra info. */
export function EditTripInfoModal({ trip, opened, onClose }: EditTripInfoModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit contact and extra info" size="lg" centered styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}>
      {/* Mounted only while open, so each opening starts from the trip as it is now. */}
      <EditTripInfoForm trip={trip} onDone={onClose} />
    </Modal>
  );
}

const SAVE_FAILED = 'Your changes were not saved. Please try again in a moment.';

function EditTripInfoForm({ trip, onDone }: { trip: PublicTrip; onDone: () => void }) {
  const update = useUpdateTripInfo(trip);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TripInfoFormValues>({
    mode: 'controlled',
    initialValues: tripInfoFormValues(trip),
    validate: validateTripInfoForm,
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit((values) => {
    setProblem(null);
    update.mutate(toUpdateTripInfoRequest(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'The trip information is saved.' });
        onDone();
      },
      // The modal stays open with everything typed; the messages say what to fix.
      onError: (error) => {
        const messages = serverFormMessages(error, tripInfoFieldOf);
        if (messages) {
          form.setErrors(messages.fields);
          setProblem(messages.other[0] ?? null);
        } else if (isApiError(error) && error.globalErrors[0] && error.status < 500) {
          setProblem(error.globalErrors[0]);
        } else {
          setProblem(SAVE_FAILED);
        }
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Title order={3} fz="sm" tt="uppercase" c="dimmed">
          Customer Contact
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="off" {...form.getInputProps('customer_first_name')} />
          <TextInput label="Last name" autoComplete="off" {...form.getInputProps('customer_last_name')} />
          <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('customer_phone')} />
          <TextInput label="E-mail" type="email" autoComplete="off" withAsterisk {...form.getInputProps('customer_email')} />
        </SimpleGrid>

        <Title order={3} fz="sm" tt="uppercase" c="dimmed" mt="xs">
          Additional Information
        </Title>
        <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
        <Checkbox label="Airport pickup" {...form.getInputProps('airport_pickup', { type: 'checkbox' })} />
        {form.values.airport_pickup && <TextInput label="Flight number" {...form.getInputProps('flight_number')} />}
        <Checkbox label="Child seats" {...form.getInputProps('child_seats', { type: 'checkbox' })} />
        {form.values.child_seats && (
          <TextInput
            label="Child age"
            description="The age of each child, so the driver brings the right seats"
            {...form.getInputProps('child_info')}
          />
        )}

        {problem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        )}
        <FormButtons submitLabel="Save" saving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

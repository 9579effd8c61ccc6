import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { AD_HOC_DRIVER_MESSAGES, adHocDriverRequestSchema, type AdHocDriverResponse } from '@vozimo/contract';
import type { ChangeEvent, FormEvent } from 'react';
import type { CreateAdHocDriverMutation } from '../../../api/fleet/use-create-ad-hoc-driver.ts';
import { useVehicleTypes } from '../../../api/catalogue/catalogue-queries.ts';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { FormFieldset } from '../../../components/form-fieldset.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { serverFormMessages } from '../../../lib/forms/server-messages.ts';
import { VehicleColorSelect } from './vehicle-color-select.tsx';

/** The form's own shape: the vehicle type select is empty (null) until one is chosen. */
export interface AdHocDriverFormValues {
  driver_name: string;
  phone: string;
  email: string;
  vehicle_type_id: number | null;
  vehicle_make: string;
  vehicle_model: string;
  license_plate: string;
  color: string;
}

const EMPTY_FORM: AdHocDriverFormValues = {
  driver_name: '',
  phone: '',
  email: '',
  vehicle_type_id: null,
  vehicle_make: '',
  vehicle_model: '',
  license_plate: '',
  color: '',
};

const fieldOf = fieldAtPath(Object.keys(EMPTY_FORM));

export const CREATE_AD_HOC_DRIVER_FAILED = 'Failed to create ad-hoc driver';

interface AdHocDriverFormProps {
  /** Owned by the component that stays mounted, so a save finishing after the modal closed still reports. */
  create: CreateAdHocDriverMutation;
  onCreated: (created: AdHocDriverResponse) => void;
  onCancel: () => void;
}

/**
 * 'Add New Driver & Vehicle' (spec sections 3, 5 and 8): validated with the server's schema and
 * messages; the server's 422 messages land on their fields, and a failed save keeps what was typed.
 */
export function AdHocDriverForm({ create, onCreated, onCancel }: AdHocDriverFormProps) {
  const vehicleTypes = useVehicleTypes();
  const form = useForm<AdHocDriverFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_FORM,
    // Checked on submit, not on blur: a message appearing as a field loses focus moves the buttons
    // under the pointer, and the click on 'Create' that caused the blur would miss. A field's message
    // goes away as soon as it is edited.
    validate: zodFormResolver(adHocDriverRequestSchema, { fieldOf }),
  });

  const submit = form.onSubmit((values) => {
    create.mutate(adHocDriverRequestSchema.parse(values), {
      onSuccess: (created) => {
        notifications.show({ color: 'green', message: `Created driver: ${created.driver_name}` });
        onCreated(created);
      },
      onError: (error) => {
        const messages = serverFormMessages(error, fieldOf);
        if (messages) form.setErrors(messages.fields);
        showFailureToast(CREATE_AD_HOC_DRIVER_FAILED, { error });
      },
    });
  });
  // The modal is portalled, but React still bubbles its submit to a form around the button (the trip form).
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    submit(event);
  };

  // Either field satisfies "phone or e-mail": typing in one clears the other's message.
  const contactProps = (field: 'phone' | 'email') => {
    const other = field === 'phone' ? 'email' : 'phone';
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.setFieldValue(field, event.currentTarget.value);
        if (form.errors[other] === AD_HOC_DRIVER_MESSAGES.phoneOrEmail) form.clearFieldError(other);
      },
    };
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <FormFieldset legend="Driver" size="md">
          <TextInput label="Driver name" withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('driver_name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Phone" type="tel" autoComplete="off" description="Phone or e-mail" {...contactProps('phone')} />
            <TextInput label="E-mail" type="email" autoComplete="off" description="Phone or e-mail" {...contactProps('email')} />
          </SimpleGrid>
        </FormFieldset>

        <FormFieldset legend="Vehicle" size="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select<number>
              label="Vehicle type"
              withAsterisk
              placeholder="Choose a type"
              data={(vehicleTypes.data ?? []).map((t) => ({
                value: t.vehicle_type_id,
                label: `${t.vehicle_type_name} (up to ${t.max_passengers} passengers)`,
              }))}
              {...form.getInputProps('vehicle_type_id')}
              error={form.errors['vehicle_type_id'] ?? vehicleTypes.error?.message}
            />
            <VehicleColorSelect {...form.getInputProps('color')} onChange={(color) => form.setFieldValue('color', color)} />
            <TextInput label="Vehicle make" withAsterisk {...form.getInputProps('vehicle_make')} />
            <TextInput label="Vehicle model" withAsterisk {...form.getInputProps('vehicle_model')} />
            <TextInput label="License plate" withAsterisk {...form.getInputProps('license_plate')} />
          </SimpleGrid>
        </FormFieldset>

        <FormButtons submitLabel="Create driver & vehicle" saving={create.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
